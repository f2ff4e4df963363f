import { GraphQLError } from 'graphql';
import { builder, literalParser } from '../../graphql/builder.ts';
import { decodeGid } from '../../graphql/global-id.ts';

/** GitLab's NoteID, DiscussionID and NoteableID scalars: global ids, checked for shape. */

const DISCUSSION_GID = /^gid:\/\/(?:cairn|gitlab)\/Discussion\/([0-9a-f]{40})$/;

export const discussionGid = (id: string) => `gid://cairn/Discussion/${id}`;

/** The 40-hex discussion id a DiscussionID carries. */
export function discussionIdOf(gid: string): string {
  const m = DISCUSSION_GID.exec(gid);
  if (!m?.[1]) {
    throw new GraphQLError(`"${gid}" is not a valid Global ID`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return m[1];
}

const parser = (name: string, check: (v: string) => unknown) => (v: unknown) => {
  if (typeof v !== 'string') throw new GraphQLError(`${name} must be a string`);
  check(v);
  return v;
};

for (const [name, description, check] of [
  ['NoteID', 'A global id of a note: gid://gitlab/Note/1', decodeGid],
  [
    'DiscussionID',
    'A global id of a discussion: gid://gitlab/Discussion/<40 hex characters>',
    discussionIdOf,
  ],
  ['NoteableID', 'A global id of a noteable: gid://gitlab/Issue/1, Epic or WorkItem', decodeGid],
] as const) {
  const parse = parser(name, check);
  builder.scalarType(name, {
    description,
    serialize: (v) => String(v),
    parseValue: parse,
    parseLiteral: literalParser(parse),
  });
}
