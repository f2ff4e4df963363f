import { GraphQLError } from 'graphql';
import { builder, literalParser } from '../../graphql/builder.ts';
import { decodeGid } from '../../graphql/global-id.ts';

export { awardEmojiLoader } from './emoji.service.ts';
export { AwardEmojiRef, AwardEmojiConnection } from './emoji-ref.ts';

const parseAwardableId = (v: unknown) => {
  if (typeof v !== 'string') throw new GraphQLError('AwardableID must be a string');
  decodeGid(v);
  return v;
};

builder.scalarType('AwardableID', {
  description: 'A global id of an awardable: gid://gitlab/Epic/1, gid://gitlab/Issue/1 or WorkItem',
  serialize: (v) => String(v),
  parseValue: parseAwardableId,
  parseLiteral: literalParser(parseAwardableId),
});
