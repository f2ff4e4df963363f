import { GraphQLError } from 'graphql';
import { resourceNotAvailable } from '../../graphql/args.ts';
import { gidArgument } from '../../graphql/global-id.ts';
import { AppError } from '../../lib/errors.ts';
import type { WriteResult } from './item-writes.ts';

/** GraphQL mutation plumbing shared by the work-item mutations. */

export interface Payload {
  clientMutationId: string | null;
  errors: string[];
}

/**
 * Runs a mutation body: missing or forbidden targets become GitLab's "resource not available"
 * error, bad input a GraphQL error naming the field, business failures the payload's `errors`.
 */
export type Nullable<P> = { [K in keyof P]: P[K] | null };

export async function mutate<T, P extends object>(
  clientMutationId: string | null | undefined,
  run: () => Promise<WriteResult<T>>,
  present: (value: T) => P | Promise<P>,
  empty: Nullable<P>,
): Promise<Nullable<P> & Payload> {
  const base = { clientMutationId: clientMutationId ?? null };
  try {
    const result = await run();
    if (!result.ok) return { ...empty, ...base, errors: result.errors };
    return { ...(await present(result.value)), ...base, errors: [] };
  } catch (error) {
    if (error instanceof AppError && [401, 403, 404].includes(error.status)) {
      throw resourceNotAvailable();
    }
    if (error instanceof AppError) {
      throw new GraphQLError(error.message, {
        extensions: { code: 'BAD_USER_INPUT', argument: error.field },
      });
    }
    throw error;
  }
}

/** Label gids as GitLab clients send them (its labels are GroupLabel or ProjectLabel). */
export const LABEL_GID_TYPES = ['Label', 'GroupLabel', 'ProjectLabel'];

/**
 * A work item id from a gid of any of these types (Epic, Issue and WorkItem share ids); a refusal
 * names the argument (`input.parentId`) in the shared phrasing of `gidArgument`.
 */
export function workItemIdOf(gid: string, argument: string, ...types: string[]): number {
  return gidArgument(argument, gid, ...(types.length ? types : ['WorkItem', 'Epic', 'Issue']));
}
