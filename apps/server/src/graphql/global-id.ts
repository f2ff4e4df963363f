import { GraphQLError } from 'graphql';

const GID = /^gid:\/\/(?:cairn|gitlab)\/([A-Za-z:]+)\/(\d+)$/;

export const encodeGid = (typename: string, id: string | number | bigint) =>
  `gid://cairn/${typename}/${String(id)}`;

/** Accepts gid://cairn/… and gid://gitlab/… (GitLab clients send the latter). */
export function decodeGid(gid: string): { typename: string; id: string } {
  const m = GID.exec(gid);
  if (!m?.[1] || !m[2])
    throw new GraphQLError(`"${gid}" is not a valid Global ID`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return { typename: m[1], id: m[2] };
}

/** Decodes a gid and checks its type; `WorkItem` ids accept Epic/Issue gids and vice versa. */
export function decodeGidOf(gid: string, ...typenames: string[]): number {
  const { typename, id } = decodeGid(gid);
  if (typenames.length && !typenames.includes(typename)) {
    throw new GraphQLError(`"${gid}" does not represent an instance of ${typenames.join(' or ')}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n > 2_147_483_647) {
    throw new GraphQLError(`"${gid}" is not a valid Global ID`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return n;
}

/** decodeGidOf for an argument: a refusal names it (`Argument 'ids' is invalid: …`). */
export function gidArgument(argument: string, gid: string, ...typenames: string[]): number {
  try {
    return decodeGidOf(gid, ...typenames);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(`Argument '${argument}' is invalid: ${error.message}`, {
      extensions: { code: 'BAD_USER_INPUT', argument },
    });
  }
}
