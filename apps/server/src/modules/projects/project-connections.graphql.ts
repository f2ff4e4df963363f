import { builder } from '#server/graphql/builder.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectConnection } from './project-ref.ts';
import { projectConnection } from './projects-list.service.ts';

builder.objectField(GroupRef, 'projects', (t) =>
  t.field({
    type: ProjectConnection,
    nullable: false,
    description: 'Readable projects of the group (and of its subgroups with includeSubgroups).',
    args: {
      ...t.arg.connectionArgs(),
      includeSubgroups: t.arg.boolean({ defaultValue: false }),
      search: t.arg.string(),
    },
    resolve: (group, args, ctx) =>
      projectConnection(
        ctx,
        args,
        args.includeSubgroups ? { descendantsOf: group.id } : { childrenOf: group.id },
      ),
  }),
);

builder.queryField('projects', (t) =>
  t.field({
    type: ProjectConnection,
    nullable: false,
    description: 'Projects the viewer may read (membership: only those the viewer belongs to).',
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string(),
      membership: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) =>
      projectConnection(ctx, args, { memberOnly: args.membership ?? false }),
  }),
);
