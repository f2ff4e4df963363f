import type { ArgBuilder as PothosArgBuilder } from '@pothos/core';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import { GroupRef } from '#server/modules/groups/group-ref.ts';
import { ProjectRef } from '#server/modules/projects/project-ref.ts';
import { readableItemById } from '../core/access.ts';
import { IssuableSearchableFieldEnum, parseIid, withoutNulls } from '../epics/epic-args.graphql.ts';
import { EpicRef } from '../epics/epics.graphql.ts';
import { listEpicIssues } from '../epics/epics.service.ts';
import { EpicIssueConnection, IssueConnection, IssueRef, IssueTypeEnum } from './issues.graphql.ts';
import { issueFilters } from './issues.schema.ts';
import { findProjectIssue, pageIssues } from './issues.service.ts';
import type { IssueScope } from './issues-query.ts';
import type { SortName } from '../core/keyset.ts';
import { pageArgs } from '../core/work-items.schema.ts';

/** Issue lookups and lists: Project.issue(s), Group.issues, Query.issue, Epic.issues. */

const ISSUE_SORTS = {
  CREATED_DESC: 'CREATED_AT_DESC',
  CREATED_ASC: 'CREATED_AT_ASC',
  UPDATED_DESC: 'UPDATED_AT_DESC',
  UPDATED_ASC: 'UPDATED_AT_ASC',
  DUE_DATE_ASC: 'DUE_DATE_ASC',
  DUE_DATE_DESC: 'DUE_DATE_DESC',
  TITLE_ASC: 'TITLE_ASC',
  TITLE_DESC: 'TITLE_DESC',
  WEIGHT_ASC: 'WEIGHT_ASC',
  WEIGHT_DESC: 'WEIGHT_DESC',
} as const satisfies Record<string, SortName>;

export const IssueSortEnum = builder.enumType('IssueSort', {
  values: Object.keys(ISSUE_SORTS) as (keyof typeof ISSUE_SORTS)[],
});

const IssuableStateEnum = builder.enumType('IssuableState', {
  values: ['opened', 'closed', 'locked', 'all'] as const,
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type ArgBuilder = PothosArgBuilder<Types>;

const issueListArgs = (t: ArgBuilder) => ({
  ...t.connectionArgs(),
  state: t({ type: IssuableStateEnum }),
  sort: t({ type: IssueSortEnum }),
  iid: t.string(),
  iids: t.stringList(),
  labelName: t.stringList(),
  milestoneTitle: t.stringList(),
  authorUsername: t.string(),
  assigneeUsernames: t.stringList(),
  assigneeId: t.string(),
  search: t.string(),
  in: t({ type: [IssuableSearchableFieldEnum] }),
  confidential: t.boolean(),
  types: t({ type: [IssueTypeEnum] }),
  epicId: t.string(),
  weight: t.string(),
  createdAfter: t({ type: 'Time' }),
  createdBefore: t({ type: 'Time' }),
  updatedAfter: t({ type: 'Time' }),
  updatedBefore: t({ type: 'Time' }),
});

type IssueListArgs = Record<string, unknown> & {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  sort?: keyof typeof ISSUE_SORTS | null;
  milestoneTitle?: readonly string[] | null;
  assigneeUsernames?: readonly string[] | null;
  state?: string | null;
};

function listIssues(ctx: Parameters<typeof pageIssues>[0], scope: IssueScope, args: IssueListArgs) {
  const { first, last, after, before, sort, milestoneTitle, assigneeUsernames, state, ...rest } =
    args;
  const filters = parseArgs(
    issueFilters,
    withoutNulls({
      ...rest,
      state: state === 'locked' ? 'opened' : state,
      milestoneTitle: milestoneTitle?.[0],
      assigneeUsername: assigneeUsernames,
    }),
    { names: { assigneeUsername: 'assigneeUsernames' } },
  );
  const page = parseArgs(pageArgs, withoutNulls({ first, last, after, before }));
  return pageIssues(ctx, scope, filters, ISSUE_SORTS[sort ?? 'CREATED_DESC'], page);
}

builder.objectFields(ProjectRef, (t) => ({
  issue: t.field({
    type: IssueRef,
    args: { iid: t.arg.string({ required: true }) },
    resolve: (project, args, ctx) => findProjectIssue(ctx, project, parseIid(args.iid)),
  }),
  issues: t.field({
    type: IssueConnection,
    args: issueListArgs(t.arg),
    resolve: (project, args, ctx) => listIssues(ctx, { kind: 'project', project }, args),
  }),
}));

builder.objectField(GroupRef, 'issues', (t) =>
  t.field({
    type: IssueConnection,
    description: 'Issues of the projects in this group and its subgroups.',
    args: issueListArgs(t.arg),
    resolve: (group, args, ctx) => listIssues(ctx, { kind: 'group', group }, args),
  }),
);

builder.queryField('issue', (t) =>
  t.field({
    type: IssueRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const item = await readableItemById(
        ctx,
        gidArgument('id', String(args.id), 'Issue', 'WorkItem'),
      );
      return item && item.type !== 'epic' ? item : null;
    },
  }),
);

builder.objectField(EpicRef, 'issues', (t) =>
  t.field({
    type: EpicIssueConnection,
    description: 'Child issues the viewer may see, in tree order.',
    args: t.arg.connectionArgs(),
    resolve: (epic, args, ctx) =>
      listEpicIssues(ctx, epic, parseArgs(pageArgs, withoutNulls({ ...args }))),
  }),
);
