import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { argumentProblem } from '../lib/validation-messages.ts';
import { gidArgument } from './global-id.ts';

export interface ArgumentNaming {
  /** Where the validated value sits (`input` for a mutation's input object). */
  prefix?: string;
  /** Argument names the schema's fields came from (`assigneeUsername` ← `assigneeUsernames`). */
  names?: Record<string, string>;
}

/** The argument path a problem at this schema path is about: `input.addLabelIds.0`. */
function argumentAt(path: readonly PropertyKey[], naming: ArgumentNaming): string {
  const [head, ...rest] = path.map(String);
  const parts = head === undefined ? [] : [naming.names?.[head] ?? head, ...rest];
  if (naming.prefix) parts.unshift(naming.prefix);
  return parts.join('.') || 'input';
}

/** The one phrasing of an argument refusal: `Argument 'input.title' is invalid: <why>`. */
export const badArgument = (argument: string, why: string) =>
  new GraphQLError(`Argument '${argument}' is invalid: ${why}`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });

/**
 * Validates resolver arguments with a zod schema; the first problem becomes a GraphQL error
 * naming the argument (BAD_USER_INPUT), never a masked internal error.
 */
export function parseArgs<S extends z.ZodType>(
  schema: S,
  value: unknown,
  naming: ArgumentNaming = {},
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badArgument(
    argumentAt(issue?.path ?? [], naming),
    issue ? argumentProblem(issue) : 'is invalid',
  );
}

/**
 * An optional global id argument of one of these types: null stays null (it clears), undefined
 * undefined. A malformed id or one of another type is refused naming the argument.
 */
export function optionalGid(
  argument: string,
  value: string | number | null | undefined,
  ...typenames: string[]
): number | null | undefined {
  if (value === null || value === undefined) return value;
  return gidArgument(argument, String(value), ...typenames);
}

/**
 * A list of ids given as global ids of these types or, as GitLab also takes them, plain
 * database ids (checked later by the input schema). Each refusal names its element
 * (`input.labelIds.0`).
 */
export function idListArgument(
  argument: string,
  values: readonly (string | number)[] | null | undefined,
  ...typenames: string[]
): (string | number)[] | undefined {
  return values?.map((v, i) =>
    /^gid:/i.test(String(v)) ? gidArgument(`${argument}.${i}`, String(v), ...typenames) : v,
  );
}

/** The message GitLab gives for a missing or forbidden mutation target. */
export const RESOURCE_NOT_AVAILABLE =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

export const resourceNotAvailable = () =>
  new GraphQLError(RESOURCE_NOT_AVAILABLE, { extensions: { code: 'RESOURCE_NOT_AVAILABLE' } });
