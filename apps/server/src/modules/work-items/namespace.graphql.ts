import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import { checkPageArgs } from '#server/graphql/paging.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  namespaceWebPath,
  readableNamespaceByPath,
} from '#server/core/namespaces/namespaces.service.ts';
import { GroupRef } from '../groups/group-ref.ts';
import {
  WorkItemTypeRef,
  workItemTypeOf,
  workItemTypesOf,
  type WorkItemTypeShape,
} from './item-kit/work-item.graphql.ts';
import { IssueTypeEnum } from './issues/issues.graphql.ts';
import { ProjectRef } from '../projects/project-ref.ts';

/**
 * GitLab's `namespace(fullPath:)` (a group, or a project's namespace) and `workItemTypes` on
 * Namespace, Group and Project: what GitLab's documented `workItemCreate` flow reads to find
 * the Task type's id (docs/decisions/0007-gitlab-client-compat.md).
 */

const WorkItemTypeConnection = builder.connectionObject(
  { type: WorkItemTypeRef, name: 'WorkItemTypeConnection' },
  { name: 'WorkItemTypeEdge' },
);

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The namespace's types, only the one named when `name` is given. */
function workItemTypesField(t: PothosSchemaTypes.ObjectFieldBuilder<Types, NamespaceRow>) {
  return t.field({
    type: WorkItemTypeConnection,
    description: 'Work item types available in the namespace.',
    args: {
      ...t.arg.connectionArgs(),
      name: t.arg({ type: IssueTypeEnum, description: 'Only the type of this name.' }),
      onlyAvailable: t.arg.boolean({ description: 'Accepted for GitLab clients; no effect.' }),
    },
    resolve: (ns, args) => {
      checkPageArgs(args);
      const types: WorkItemTypeShape[] = workItemTypesOf(ns.kind).filter(
        (type) => !args.name || type === workItemTypeOf(args.name),
      );
      return resolveArrayConnection({ args }, types);
    },
  });
}

const NamespaceRef = builder.objectRef<NamespaceRow>('Namespace');
NamespaceRef.implement({
  description: 'A group, or the namespace of a project.',
  fields: (t) => ({
    id: t.id({
      nullable: false,
      resolve: (ns) =>
        encodeGid(ns.kind === 'group' ? 'Group' : 'Namespaces::ProjectNamespace', ns.id),
    }),
    name: t.exposeString('name', { nullable: false }),
    path: t.exposeString('path', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    fullPath: t.exposeString('fullPath', { nullable: false }),
    description: t.exposeString('description'),
    visibility: t.string({ resolve: (ns) => ns.visibility }),
    webUrl: t.string({ resolve: (ns, _a, ctx) => ctx.env.baseUrl + namespaceWebPath(ns) }),
    workItemTypes: workItemTypesField(t),
  }),
});

builder.queryField('namespace', (t) =>
  t.field({
    type: NamespaceRef,
    description: 'A readable group or project namespace by full path.',
    args: { fullPath: t.arg.id({ required: true }) },
    resolve: (_r, { fullPath }, ctx) => readableNamespaceByPath(ctx, String(fullPath)),
  }),
);

for (const ref of [GroupRef, ProjectRef]) {
  builder.objectField(ref, 'workItemTypes', (t) => workItemTypesField(t));
}
