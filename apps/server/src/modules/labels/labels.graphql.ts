import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { offsetConnection } from '#server/graphql/paging.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { textColorFor } from './label-colors.ts';
import type { LabelRow } from './labels.repository.ts';
import { labelArgs } from './labels.schema.ts';
import { labelScope, listLabels } from './labels.service.ts';
import './label-create.graphql.ts';

export { LabelRef, LabelConnection } from './label-ref.ts';
import { LabelConnection, LabelRef } from './label-ref.ts';

builder.node(LabelRef, {
  id: { resolve: (l) => l.id },
  isTypeOf: (v) => typeof (v as LabelRow).color === 'string' && 'title' in (v as object),
  fields: (t) => ({
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description'),
    color: t.exposeString('color', { nullable: false }),
    textColor: t.string({ nullable: false, resolve: (l) => textColorFor(l.color) }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (l) => l.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (l) => l.updatedAt }),
  }),
});

builder.objectField(GroupRef, 'labels', (t) =>
  t.field({
    type: LabelConnection,
    nullable: false,
    description:
      'Labels of the group (and of readable ancestor groups / descendant groups, with the labels of descendant projects unless onlyGroupLabels is true).',
    args: {
      ...t.arg.connectionArgs(),
      includeAncestorGroups: t.arg.boolean({ defaultValue: false }),
      includeDescendantGroups: t.arg.boolean({ defaultValue: false }),
      // GitLab's GroupLabelsResolver defaults it to false (REST's only_group_labels to true).
      onlyGroupLabels: t.arg.boolean({
        defaultValue: false,
        description: 'Include only group-level labels.',
      }),
      searchTerm: t.arg.string(),
      title: t.arg.string(),
    },
    resolve: (group, args, ctx) => {
      const valid = parseArgs(labelArgs, args);
      return offsetConnection(args, async (page) => {
        const filters = {
          ...labelScope(group, args),
          search: valid.searchTerm,
          title: valid.title,
        };
        return (await listLabels(ctx, filters, page)).rows;
      });
    },
  }),
);

builder.objectField(ProjectRef, 'labels', (t) =>
  t.field({
    type: LabelConnection,
    nullable: false,
    description: 'Labels of the project (and of its readable ancestor groups).',
    args: {
      ...t.arg.connectionArgs(),
      includeAncestorGroups: t.arg.boolean({ defaultValue: false }),
      searchTerm: t.arg.string(),
      title: t.arg.string(),
    },
    resolve: (project, args, ctx) => {
      const valid = parseArgs(labelArgs, args);
      return offsetConnection(args, async (page) => {
        const filters = {
          ...labelScope(project, args),
          search: valid.searchTerm,
          title: valid.title,
        };
        return (await listLabels(ctx, filters, page)).rows;
      });
    },
  }),
);
