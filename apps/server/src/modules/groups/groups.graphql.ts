import { builder } from '#server/graphql/builder.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  namespaceWebPath,
  readableNamespaceById,
  readableNamespaceByPath,
} from '#server/core/namespaces/namespaces.service.ts';
import { GroupRef, groupPaths } from './group-ref.ts';
import './group-permissions.graphql.ts';
import './group-connections.graphql.ts';

export { GroupRef, GroupConnection } from './group-ref.ts';

builder.node(GroupRef, {
  id: { resolve: (g) => g.id },
  loadOne: (id, ctx) => readableNamespaceById(ctx, Number(id)),
  isTypeOf: (v) => (v as NamespaceRow).kind === 'group',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    path: t.exposeString('path', { nullable: false }),
    fullPath: t.exposeString('fullPath', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    description: t.exposeString('description'),
    visibility: t.string({ resolve: (g) => g.visibility }),
    webUrl: t.string({
      nullable: false,
      resolve: (g, _a, ctx) => ctx.env.baseUrl + namespaceWebPath(g),
    }),
    webPath: t.string({ nullable: false, resolve: (g) => namespaceWebPath(g) }),
    avatarUrl: t.exposeString('avatarUrl'),
    firstDayOfWeek: t.int({ nullable: false, resolve: (g) => g.firstDayOfWeek }),
    allowSubEpics: t.boolean({ nullable: false, resolve: (g) => g.allowSubEpics }),
    emailsDisabled: t.boolean({ resolve: (g) => g.emailsDisabled }),
    parent: t.field({
      type: GroupRef,
      resolve: (g, _a, ctx) => (g.parentId ? readableNamespaceById(ctx, g.parentId) : null),
    }),
    epicsListPath: t.string({ nullable: false, resolve: (g) => groupPaths(g).epicsListPath }),
    newEpicPath: t.string({ nullable: false, resolve: (g) => groupPaths(g).newEpicPath }),
    roadmapPath: t.string({ nullable: false, resolve: (g) => groupPaths(g).roadmapPath }),
    labelsPath: t.string({
      nullable: false,
      description: 'The labels JSON endpoint of the group (GET, with only_group_labels etc.).',
      resolve: (g) => groupPaths(g).labelsPath,
    }),
    milestonesPath: t.string({
      nullable: false,
      description: 'The milestones JSON endpoint of the group (GET, with search and state).',
      resolve: (g) => groupPaths(g).milestonesPath,
    }),
  }),
});

builder.queryField('group', (t) =>
  t.field({
    type: GroupRef,
    args: { fullPath: t.arg.id({ required: true }) },
    resolve: (_r, { fullPath }, ctx) => readableNamespaceByPath(ctx, String(fullPath), 'group'),
  }),
);
