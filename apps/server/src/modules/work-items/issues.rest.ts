import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { setPaginationHeaders } from '../../rest/pagination.ts';
import { formBody, integerParam, withArrayParam } from '../../rest/params.ts';
import { parseInput, requireSomeParameter } from '../../rest/rest-plugin.ts';
import { readableGroupParam, readableNamespaceParam } from '../groups/groups.service.ts';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import { sendWrite } from './core/rest-write.ts';
import { findGroupEpic } from './epics.service.ts';
import type { IssueScope } from './issues-query.ts';
import { createIssueInput, issueFilters, updateIssueInput } from './issues.schema.ts';
import { findProjectIssue, offsetIssues } from './issues.service.ts';
import { createIssue, deleteIssue, updateIssue } from './issues/issues.writes.ts';
import type { SortName } from './keyset.ts';
import { issueDetailJson, issueJson } from './rest-json.ts';
import {
  createIssueBody,
  issueListQuery,
  negated,
  pathId,
  updateIssueBody,
} from './rest-params.ts';

/** REST v4 issues: project, group and global lists; get, create, update, delete. */

export type IssueParams = { Params: { id: string; issue_iid: string } };

export async function issueFromParams(ctx: RequestContext, p: { id: string; issue_iid: string }) {
  const project = await readableNamespaceParam(ctx, p.id, 'project');
  const issue = await findProjectIssue(ctx, project, pathId(p.issue_iid));
  if (!issue) throw notFound();
  return { project, issue };
}

/** Body fields a form sends repeated (`assignee_ids[]=1&assignee_ids[]=2`). */
const ISSUE_FORM_LISTS = ['assignee_ids', 'labels', 'add_labels', 'remove_labels'];

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
    types: q.issue_type ? [q.issue_type] : undefined,
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

type Body = z.infer<typeof updateIssueBody>;

/** REST body -> the shared issue input; `labels` add on create and replace on update. */
async function issueInputOf(ctx: RequestContext, project: NamespaceRow, b: Body, update: boolean) {
  let epicId = b.epic_id;
  if (b.epic_iid != null && epicId === undefined) {
    const group = project.parentId ? await readableGroupParam(ctx, String(project.parentId)) : null;
    const epic = group ? await findGroupEpic(ctx, group, b.epic_iid) : null;
    if (!epic) throw notFound('404 Epic Not Found');
    epicId = epic.id;
  }
  return {
    title: b.title,
    description: b.description,
    confidential: b.confidential,
    discussionLocked: b.discussion_locked,
    ...(update ? { labels: b.labels } : { addLabels: b.labels }),
    ...(b.add_labels ? { addLabels: b.add_labels } : {}),
    removeLabels: b.remove_labels,
    milestoneId: b.milestone_id,
    weight: b.weight,
    dueDate: b.due_date,
    assigneeIds:
      b.assignee_ids ??
      (b.assignee_id !== undefined ? (b.assignee_id === null ? [] : [b.assignee_id]) : undefined),
    epicId,
    healthStatus: b.health_status,
    type: b.issue_type,
    stateEvent: b.state_event,
    iterationId: b.iteration_id,
    lockVersion: b.lock_version,
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
    app.get<{ Params: { id?: string } }>(url, async (req, reply) => {
      const ctx = req.ctx();
      const scope = await scopeOf(ctx, req.params.id ?? '');
      const { q, filters, sort } = parseIssueListQuery(
        req.query,
        ctx.viewer.user !== null,
        scope.kind === 'all',
      );
      const page = await offsetIssues(ctx, scope, filters, sort, q);
      setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
      return Promise.all(page.rows.map((i) => issueJson(ctx, i)));
    });
  }

  app.get<IssueParams>('/api/v4/projects/:id/issues/:issue_iid', async (req) => {
    const ctx = req.ctx();
    return issueDetailJson(ctx, (await issueFromParams(ctx, req.params)).issue);
  });

  app.post<{ Params: { id: string } }>('/api/v4/projects/:id/issues', async (req, reply) => {
    const ctx = req.ctx();
    const body = parseInput(createIssueBody, formBody(req, ...ISSUE_FORM_LISTS));
    const project = await readableNamespaceParam(ctx, req.params.id, 'project');
    const input = parseInput(createIssueInput, await issueInputOf(ctx, project, body, false));
    return sendWrite(
      reply,
      () => createIssue(ctx, project, input),
      (i) => issueDetailJson(ctx, i),
      201,
    );
  });

  app.put<IssueParams>('/api/v4/projects/:id/issues/:issue_iid', async (req, reply) => {
    const ctx = req.ctx();
    const body = requireSomeParameter(
      parseInput(updateIssueBody, formBody(req, ...ISSUE_FORM_LISTS)),
    );
    const { project, issue } = await issueFromParams(ctx, req.params);
    const input = parseInput(updateIssueInput, await issueInputOf(ctx, project, body, true));
    return sendWrite(
      reply,
      () => updateIssue(ctx, issue, input),
      (i) => issueDetailJson(ctx, i),
    );
  });

  app.delete<IssueParams>('/api/v4/projects/:id/issues/:issue_iid', async (req, reply) => {
    const ctx = req.ctx();
    const { issue } = await issueFromParams(ctx, req.params);
    return sendWrite(
      reply,
      () => deleteIssue(ctx, issue),
      () => undefined,
      204,
    );
  });
}
