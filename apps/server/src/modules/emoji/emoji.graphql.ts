import { gidScalar } from '#server/graphql/gid-scalar.ts';

export { awardEmojiLoader } from './emoji.service.ts';
export { AwardEmojiRef, AwardEmojiConnection } from './emoji-ref.ts';

gidScalar(
  'AwardableID',
  'A global id of an awardable: gid://gitlab/Epic/1, gid://gitlab/Issue/1 or WorkItem',
);
