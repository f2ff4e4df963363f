import { GraphQLError } from 'graphql';
import { gidScalar } from '#server/graphql/gid-scalar.ts';
import { decodeGid } from '#server/graphql/global-id.ts';

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

for (const [name, description, check] of [
  ['NoteID', 'A global id of a note: gid://gitlab/Note/1', decodeGid],
  [
    'DiscussionID',
    'A global id of a discussion: gid://gitlab/Discussion/<40 hex characters>',
    discussionIdOf,
  ],
  ['NoteableID', 'A global id of a noteable: gid://gitlab/Issue/1, Epic or WorkItem', decodeGid],
] as const) {
  gidScalar(name, description, check);
}
