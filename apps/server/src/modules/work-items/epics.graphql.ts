import { WorkItemFieldsRef } from './core/work-item.interface.ts';
import { builder } from '../../graphql/builder.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { textColorFor } from '../labels/label-colors.ts';
import { namespaceLoader } from '../namespaces/namespaces.service.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import { readableItemById } from './access.ts';
import { EpicStateEnum, epicArgs, parseEpicListArgs, parseIid } from './epic-args.graphql.ts';
import { findGroupEpic, listGroupEpics } from './epics.service.ts';
import { descriptionHtml, itemReference, itemWebPath, titleHtml } from './presenters.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import { rememberListTimeframe } from './work-items.loaders.ts';
import { countWorkItems } from './list-query.ts';
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
    iid: t.id({ nullable: false, resolve: (e) => String(e.iid) }),
    title: t.exposeString('title', { nullable: false }),
    titleHtml: t.string({ resolve: (e) => titleHtml(e) }),
    description: t.exposeString('description'),
    descriptionHtml: t.string({ resolve: (e, _a, ctx) => descriptionHtml(ctx, e) }),
    state: t.field({ type: EpicStateEnum, nullable: false, resolve: (e) => e.state }),
    confidential: t.exposeBoolean('confidential'),
    webPath: t.string({ nullable: false, resolve: (e, _a, ctx) => itemWebPath(ctx, e) }),
    webUrl: t.string({
      nullable: false,
      resolve: async (e, _a, ctx) => ctx.env.baseUrl + (await itemWebPath(ctx, e)),
    }),
    reference: t.string({
      nullable: false,
      args: { full: t.arg.boolean({ defaultValue: false }) },
      resolve: (e, { full }, ctx) => itemReference(ctx, e, full ?? false),
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (e) => e.updatedAt }),
    closedAt: t.field({ type: 'Time', resolve: (e) => e.closedAt }),
    startDate: t.field({
      type: 'Date',
      description: 'Effective start date.',
      resolve: (e) => e.startDate,
    }),
    dueDate: t.field({
      type: 'Date',
      description: 'Effective due date.',
      resolve: (e) => e.dueDate,
    }),
    startDateIsFixed: t.exposeBoolean('startDateIsFixed'),
    dueDateIsFixed: t.exposeBoolean('dueDateIsFixed'),
    startDateFixed: t.field({ type: 'Date', resolve: (e) => e.startDateFixed }),
    dueDateFixed: t.field({ type: 'Date', resolve: (e) => e.dueDateFixed }),
    startDateFromMilestones: t.field({
      type: 'Date',
      description: 'Inherited start date (from milestones of its issues and from child epics).',
      resolve: (e) => e.startDateFromInherited,
    }),
    dueDateFromMilestones: t.field({
      type: 'Date',
      description: 'Inherited due date (from milestones of its issues and from child epics).',
      resolve: (e) => e.dueDateFromInherited,
    }),
    startDateFromInheritedSource: t.field({
      type: 'Date',
      resolve: (e) => e.startDateFromInherited,
    }),
    dueDateFromInheritedSource: t.field({ type: 'Date', resolve: (e) => e.dueDateFromInherited }),
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
  epics: t.field({
    type: EpicConnection,
    description: 'Find epics (this group and, by default, its descendant groups).',
    args: { ...t.arg.connectionArgs(), ...epicArgs(t.arg) },
    resolve: async (group, args, ctx) => {
      const request = parseEpicListArgs(args);
      const page = await listGroupEpics(ctx, group, request);
      return rememberListTimeframe(ctx, page, request.filters.timeframe);
    },
  }),
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
      const request = parseEpicListArgs({
        includeDescendantGroups: false,
        ...withDefined(args),
        first: 1,
      });
      const page = await listGroupEpics(ctx, group, request);
      return rememberListTimeframe(ctx, page, request.filters.timeframe).edges[0]?.node ?? null;
    },
  }),
}));

const withDefined = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));
