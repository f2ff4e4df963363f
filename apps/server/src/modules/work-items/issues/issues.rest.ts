import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { integerParam, withArrayParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import {
  readableGroupParam,
  readableNamespaceParam,
} from '#server/core/namespaces/namespaces.service.ts';
import { registerListRoute } from '../core/rest-list-route.ts';
import { registerItemRoutes } from '../core/rest-write-routes.ts';
import type { IssueScope } from './issues-query.ts';
import { createIssueInput, issueFilters, updateIssueInput } from './issues.schema.ts';
import { ISSUE_KINDS } from '../widgets/type/type.values.ts';
import { findProjectIssue, offsetIssues } from './issues.service.ts';
import { createIssue, deleteIssue, updateIssue } from './issues.writes.ts';
import type { SortName } from '../core/keyset.ts';
import { issueDetailJson, issueJson } from '../item-kit/rest-json.ts';
import { negated, pathId } from '../core/rest-params.ts';
import { issueListQuery } from './issue-list-query.ts';
import { ISSUE_REST } from '../registry/registry.ts';

/** REST v4 issues: project, group and global lists; get, create, update, delete. */

export type IssueParams = { Params: { id: string; issue_iid: string } };

export async function issueFromParams(ctx: RequestContext, p: { id: string; issue_iid: string }) {
  const project = await readableNamespaceParam(ctx, p.id, 'project');
  const issue = await findProjectIssue(ctx, project, pathId(p.issue_iid));
  if (!issue) throw notFound();
  // `namespace` and `item` too: the item routes' names.
  return { project, issue, namespace: project, item: issue };
}

const notQuery = z.object({
  labels: z.union([z.string(), z.array(z.string())]).optional(),
  milestone: z.string().min(1).max(255).optional(),
  author_username: z.string().min(1).max(255).optional(),
  assignee_username: z.union([z.string(), z.array(z.string())]).optional(),
  my_reaction_emoji: z.string().min(1).max(255).optional(),
  weight: integerParam(0, 1_000_000).optional(),
  iids: z.union([z.string(), z.array(z.string())]).optional(),
});

const list = (v: string | string[] | undefined) =>
  v === undefined
    ? undefined
    : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);

function parseIssueListQuery(query: unknown, signedIn: boolean, global: boolean) {
  const raw = withArrayParam(withArrayParam(query, 'iids'), 'assignee_username');
  const q = parseInput(issueListQuery, raw);
  const not = parseInput(notQuery, negated(query));
  const scope = q.scope?.replace(/-/g, '_') as
    'created_by_me' | 'assigned_to_me' | 'all' | undefined;
  const filters = parseInput(issueFilters, {
    state: q.state,
    labelName: q.labels,
    milestoneTitle: q.milestone,
    authorId: q.author_id,
    authorUsername: q.author_username,
    assigneeId: q.assignee_id,
    assigneeUsername: q.assignee_username,
    myReactionEmoji: q.my_reaction_emoji,
    weight: q.weight,
    iids: q.iids,
    search: q.search,
    in: q.in?.split(',').map((f) => f.toUpperCase()),
    confidential: q.confidential,
    epicId: q.epic_id,
    healthStatus: q.health_status,
    // GitLab's REST issue lists include tasks ("added tasks back to the issues API", 16.x);
    // GraphQL's issues keep their own default (docs/decisions/0007-gitlab-client-compat.md).
    types: q.issue_type ? [q.issue_type] : [...ISSUE_KINDS],
    scope: scope ?? (global && signedIn ? 'created_by_me' : 'all'),
    createdAfter: q.created_after,
    createdBefore: q.created_before,
    updatedAfter: q.updated_after,
    updatedBefore: q.updated_before,
    dueDate: q.due_date,
    not: {
      labelName: list(not.labels),
      milestoneTitle: not.milestone,
      authorUsername: not.author_username,
      assigneeUsername: list(not.assignee_username),
      myReactionEmoji: not.my_reaction_emoji,
      weight: not.weight,
      iids: list(not.iids)?.map(Number),
    },
  });
  return {
    q,
    filters,
    sort: `${q.order_by.toUpperCase()}_${q.sort.toUpperCase()}` as SortName,
  };
}

export function registerIssueRoutes(app: FastifyInstance) {
  const lists: [string, (ctx: RequestContext, id: string) => Promise<IssueScope>][] = [
    [
      '/api/v4/projects/:id/issues',
      async (ctx, id) => ({
        kind: 'project',
        project: await readableNamespaceParam(ctx, id, 'project'),
      }),
    ],
    [
      '/api/v4/groups/:id/issues',
      async (ctx, id) => ({ kind: 'group', group: await readableGroupParam(ctx, id) }),
    ],
    ['/api/v4/issues', async () => ({ kind: 'all' })],
  ];
  for (const [url, scopeOf] of lists) {
    registerListRoute(
      app,
      url,
      async (ctx, req) => {
        const scope = await scopeOf(ctx, req.params.id ?? '');
        const { q, filters, sort } = parseIssueListQuery(
          req.query,
          ctx.viewer.user !== null,
          scope.kind === 'all',
        );
        return { q, page: await offsetIssues(ctx, scope, filters, sort, q) };
      },
      issueJson,
    );
  }

  registerItemRoutes(app, {
    collection: '/api/v4/projects/:id/issues',
    item: '/api/v4/projects/:id/issues/:issue_iid',
    rest: ISSUE_REST,
    createInput: createIssueInput,
    updateInput: updateIssueInput,
    namespaceOf: (ctx, id) => readableNamespaceParam(ctx, id, 'project'),
    itemOf: issueFromParams,
    namespaceFirst: false,
    writes: { create: createIssue, update: updateIssue, remove: deleteIssue },
    json: issueDetailJson,
  });
}
