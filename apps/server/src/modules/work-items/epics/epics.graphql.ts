import { WorkItemFieldsRef } from '../item-kit/work-item-interface.graphql.ts';
import { builder } from '#server/graphql/builder.ts';
import { GroupRef } from '#server/modules/groups/group-ref.ts';
import { textColorFor } from '#server/modules/labels/label-colors.ts';
import { namespaceLoader } from '#server/core/namespaces/namespaces.service.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { readableItemById } from '../core/access.ts';
import { EpicStateEnum, epicArgs, listEpicsWith, parseIid } from './epic-args.graphql.ts';
import { listGroupEpics, type EpicListRequest } from './epics.service.ts';
import { findGroupEpic } from '../core/find-epic.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { Types } from '../core/field-builder.ts';

/** A page of epics, as the list services answer it. */
type EpicPage = ReturnType<typeof listGroupEpics>;
import { linkFields, textFields } from '../core/link-fields.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { countWorkItems } from '../core/list-query.ts';
import { epicDateFields } from '../widgets/dates/dates.fields.ts';
import type { SQL } from 'drizzle-orm';

/** GitLab's Epic type over an epic work item: identity, text, dates, colour, group, author. */

export const EpicRef = builder.objectRef<WorkItemRow>('Epic');

export const EpicConnection = builder.connectionObject(
  {
    type: EpicRef,
    name: 'EpicConnection',
    fields: (t) => ({
      count: t.int({
        nullable: false,
        description: 'Total count of collection.',
        resolve: (connection, _args, ctx) =>
          countWorkItems(ctx.db, (connection as { countWhere?: SQL }).countWhere),
      }),
    }),
  },
  { name: 'EpicEdge' },
);

/**
 * A field listing epics with Group.epics' arguments (`Group.epics`, `Epic.children`): `list`
 * reads the page of the parent's epics.
 */
export function epicListField<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  description: string,
  list: (ctx: RequestContext, parent: Parent, r: EpicListRequest) => EpicPage,
) {
  return t.field({
    type: EpicConnection,
    description,
    args: { ...t.arg.connectionArgs(), ...epicArgs(t.arg) },
    resolve: (parent, args, ctx) => listEpicsWith(ctx, args, (r) => list(ctx, parent, r)),
  });
}

builder.node(EpicRef, {
  interfaces: [WorkItemFieldsRef],
  description: 'Represents an epic',
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    const item = await readableItemById(ctx, Number(id));
    return item?.type === 'epic' ? item : null;
  },
  isTypeOf: (v) => (v as WorkItemRow).type === 'epic',
  fields: (t) => ({
    ...textFields(t),
    state: t.field({ type: EpicStateEnum, nullable: false, resolve: (e) => e.state }),
    confidential: t.exposeBoolean('confidential'),
    ...linkFields(t),
    imported: t.exposeBoolean('imported', {
      nullable: false,
      description: 'Whether the epic was imported from another tracker.',
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (e) => e.updatedAt }),
    closedAt: t.field({ type: 'Time', resolve: (e) => e.closedAt }),
    ...epicDateFields(t),
    color: t.exposeString('color'),
    textColor: t.string({ resolve: (e) => textColorFor(e.color) }),
    author: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (e, _a, ctx) => (await userLoader(ctx).load(e.authorId))!,
    }),
    group: t.field({
      type: GroupRef,
      nullable: false,
      resolve: async (e, _a, ctx) => (await namespaceLoader(ctx).load(e.namespaceId))!,
    }),
  }),
});

builder.objectFields(GroupRef, (t) => ({
  epics: epicListField(
    t,
    'Find epics (this group and, by default, its descendant groups).',
    listGroupEpics,
  ),
  epic: t.field({
    type: EpicRef,
    description:
      "Find a single epic of this group by iid (descendant groups' epics too when includeDescendantGroups is true).",
    args: epicArgs(t.arg),
    resolve: async (group, args, ctx) => {
      const hasOnlyIid =
        args.iid != null && Object.entries(args).every(([k, v]) => k === 'iid' || v == null);
      if (hasOnlyIid) {
        return findGroupEpic(ctx, group, parseIid(args.iid));
      }
      const oneArgs = { includeDescendantGroups: false, ...withDefined(args), first: 1 };
      const page = await listEpicsWith(ctx, oneArgs, (request) =>
        listGroupEpics(ctx, group, request),
      );
      return page.edges[0]?.node ?? null;
    },
  }),
}));

const withDefined = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));
