import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/**
 * Validates resolver arguments with a zod schema; the first problem becomes a GraphQL error
 * naming the argument (BAD_USER_INPUT), never a masked internal error.
 */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const argument = issue?.path.map(String).join('.') || 'input';
  throw new GraphQLError(
    `Argument '${argument}' is invalid: ${issue?.message ?? 'invalid value'}`,
    {
      extensions: { code: 'BAD_USER_INPUT', argument },
    },
  );
}

/** The message GitLab gives for a missing or forbidden mutation target. */
export const RESOURCE_NOT_AVAILABLE =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

export const resourceNotAvailable = () =>
  new GraphQLError(RESOURCE_NOT_AVAILABLE, { extensions: { code: 'RESOURCE_NOT_AVAILABLE' } });
