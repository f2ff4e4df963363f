import { builder } from '#server/graphql/builder.ts';
import { AwardEmojiConnection, awardEmojiLoader } from '#server/modules/emoji/emoji.graphql.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import { EpicRef } from '#server/modules/work-items/epics/epics.graphql.ts';
import { IssueRef } from '#server/modules/work-items/issues/issues.graphql.ts';

/** Award emoji of epics and issues (the AwardEmoji type is the emoji module's). */
for (const ref of [EpicRef, IssueRef]) {
  builder.objectField(ref, 'awardEmoji', (t) =>
    t.field({
      type: AwardEmojiConnection,
      description: 'List of emoji reactions on the item.',
      args: t.arg.connectionArgs(),
      resolve: async (item, args, ctx) =>
        listConnection(args, await awardEmojiLoader(ctx).load(item.id)),
    }),
  );
}
