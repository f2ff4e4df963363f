import { builder } from '#server/graphql/builder.ts';
import { GroupConnection, GroupRef } from './group-ref.ts';
import { groupConnection } from './groups-list.service.ts';

builder.objectFields(GroupRef, (t) => ({
  descendantGroups: t.field({
    type: GroupConnection,
    nullable: false,
    description:
      'Readable subgroups at any depth (direct children only with includeParentDescendants: false).',
    args: {
      ...t.arg.connectionArgs(),
      includeParentDescendants: t.arg.boolean({ defaultValue: true }),
      search: t.arg.string(),
    },
    resolve: (group, args, ctx) =>
      groupConnection(ctx, args, {
        ...(args.includeParentDescendants === false
          ? { childrenOf: group.id }
          : { descendantsOf: group.id }),
      }),
  }),
  subgroups: t.field({
    type: GroupConnection,
    nullable: false,
    description: 'Readable direct subgroups.',
    args: { ...t.arg.connectionArgs(), search: t.arg.string() },
    resolve: (group, args, ctx) => groupConnection(ctx, args, { childrenOf: group.id }),
  }),
}));

builder.queryField('groups', (t) =>
  t.field({
    type: GroupConnection,
    nullable: false,
    description: 'Groups the viewer may read (group suggestions).',
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string(),
      topLevelOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) =>
      groupConnection(ctx, args, { topLevelOnly: args.topLevelOnly ?? false }),
  }),
);
