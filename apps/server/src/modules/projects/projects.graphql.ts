import { builder } from '#server/graphql/builder.ts';
import { GroupRef } from '../groups/group-ref.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  namespaceWebPath,
  readableNamespaceById,
  readableNamespaceByPath,
} from '#server/core/namespaces/namespaces.service.ts';
import { ProjectRef } from './project-ref.ts';
import './project-permissions.graphql.ts';
import './project-connections.graphql.ts';

export { ProjectRef, ProjectConnection } from './project-ref.ts';

builder.node(ProjectRef, {
  id: { resolve: (p) => p.id },
  loadOne: (id, ctx) => readableNamespaceById(ctx, Number(id)),
  isTypeOf: (v) => (v as NamespaceRow).kind === 'project',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    path: t.exposeString('path', { nullable: false }),
    fullPath: t.exposeString('fullPath', { nullable: false }),
    nameWithNamespace: t.exposeString('fullName', { nullable: false }),
    description: t.exposeString('description'),
    visibility: t.string({ resolve: (p) => p.visibility }),
    issuesEnabled: t.boolean({ resolve: (p) => p.issuesEnabled }),
    webUrl: t.string({
      nullable: false,
      resolve: (p, _a, ctx) => ctx.env.baseUrl + namespaceWebPath(p),
    }),
    webPath: t.string({ nullable: false, resolve: (p) => namespaceWebPath(p) }),
    group: t.field({
      type: GroupRef,
      resolve: (p, _a, ctx) => (p.parentId ? readableNamespaceById(ctx, p.parentId) : null),
    }),
  }),
});

builder.queryField('project', (t) =>
  t.field({
    type: ProjectRef,
    args: { fullPath: t.arg.id({ required: true }) },
    resolve: (_r, { fullPath }, ctx) => readableNamespaceByPath(ctx, String(fullPath), 'project'),
  }),
);
