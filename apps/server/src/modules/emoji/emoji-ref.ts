import { builder } from '#server/graphql/builder.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import { emojiByName } from './emoji-data.ts';
import type { AwardRow } from './emoji.repository.ts';

/** GitLab's AwardEmoji: one user's reaction on an epic or issue. */
export const AwardEmojiRef = builder.objectRef<AwardRow>('AwardEmoji');
AwardEmojiRef.implement({
  description: 'An emoji awarded by a user.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'Emoji name.' }),
    emoji: t.string({
      nullable: false,
      description: 'The emoji in unicode.',
      resolve: (a) => emojiByName(a.name)?.emoji ?? '',
    }),
    unicode: t.string({
      nullable: false,
      description: 'Unicode code points of the emoji.',
      resolve: (a) => emojiByName(a.name)?.unicode ?? '',
    }),
    description: t.string({
      nullable: false,
      resolve: (a) => emojiByName(a.name)?.description ?? a.name,
    }),
    unicodeVersion: t.string({
      nullable: false,
      resolve: (a) => emojiByName(a.name)?.unicodeVersion ?? '',
    }),
    user: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (a, _args, ctx) => {
        const user = await userLoader(ctx).load(a.userId);
        if (!user) throw new Error(`award ${a.id} has no user`);
        return user;
      },
    }),
  }),
});

export const AwardEmojiConnection = builder.connectionObject(
  { type: AwardEmojiRef, name: 'AwardEmojiConnection' },
  { name: 'AwardEmojiEdge' },
);
