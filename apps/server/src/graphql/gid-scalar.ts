import { GraphQLError } from 'graphql';
import { builder, literalParser } from './builder.ts';
import { decodeGid } from './global-id.ts';

/**
 * One of GitLab's global-id scalars (`NoteID`, `AwardableID`, `TimelogID` …): a string, checked
 * for shape by `check` (any `gid://` by default) and passed on as sent; the resolver decodes it
 * for the type names it takes.
 */
/** The scalar names the builder declares (`Scalars` in builder.ts). */
type ScalarName = Parameters<typeof builder.scalarType>[0];

export function gidScalar(
  name: ScalarName,
  description: string,
  check: (value: string) => unknown = decodeGid,
): void {
  const parse = (value: unknown) => {
    if (typeof value !== 'string') throw new GraphQLError(`${name} must be a string`);
    check(value);
    return value;
  };
  builder.scalarType(name, {
    description,
    serialize: (v) => String(v),
    parseValue: parse,
    parseLiteral: literalParser(parse),
  });
}
