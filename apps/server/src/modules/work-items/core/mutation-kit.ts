import { GraphQLError } from 'graphql';
import { resourceNotAvailable } from '../../../graphql/args.ts';
import { gidArgument } from '../../../graphql/global-id.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Types } from './field-builder.ts';

/** GraphQL mutation plumbing shared by the work-item mutations. */

export interface Payload {
  clientMutationId: string | null;
  errors: string[];
}

/** A payload's `clientMutationId` and `errors`, declared once for every work-item payload. */
export function payloadFields<P extends Payload>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>,
) {
  return {
    clientMutationId: t.string({ resolve: (p) => p.clientMutationId }),
    errors: t.stringList({ nullable: false, resolve: (p) => p.errors }),
  };
}

export type Nullable<P> = { [K in keyof P]: P[K] | null };

/**
 * Runs a mutation body and maps `AppError` to GraphQL's shapes: a refusal (a business rule, a
 * stale lock_version) becomes the payload's `errors`, as GitLab's services answer; a missing or
 * forbidden target GitLab's "resource not available" error; bad input a GraphQL error naming
 * the field.
 */
export async function mutate<T, P extends object>(
  clientMutationId: string | null | undefined,
  run: () => Promise<T>,
  present: (value: T) => P | Promise<P>,
  empty: Nullable<P>,
): Promise<Nullable<P> & Payload> {
  const base = { clientMutationId: clientMutationId ?? null };
  let value: T;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof AppError && error.refusal) {
      return { ...empty, ...base, errors: [error.message] };
    }
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
  return { ...(await present(value)), ...base, errors: [] };
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
