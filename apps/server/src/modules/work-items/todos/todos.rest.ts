import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { unauthorized } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { namespaceLoader } from '#server/core/namespaces/namespaces.service.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { groupJson } from '#server/modules/groups/group-json.ts';
import { projectJson } from '#server/modules/projects/project-json.ts';
import { userJson } from '#server/modules/users/users.rest.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { epicJson, issueDetailJson, issueJson } from '../item-kit/rest-json.ts';
import { itemWebUrl } from '../core/presenters.ts';
import { epicFromParams, type EpicParams } from '../epics/epics.rest.ts';
import { issueFromParams, type IssueParams } from '../issues/issues.rest.ts';
import { subscribedLoader } from '../widgets/social/social.loaders.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import {
  markAllTodosDone,
  markItemTodo,
  markTodoDone,
  pageOfTodos,
  pendingTodoCount,
  type TodoWithTarget,
} from './todos.service.ts';

/**
 * GitLab's to-do and subscription REST: `GET /todos`, `POST /todos/:id/mark_as_done`,
 * `POST /todos/mark_as_done`, `GET /user_counts`, and per issue and epic `POST …/todo`,
 * `…/subscribe`, `…/unsubscribe` (304 Not Modified when already in that state).
 */

const todoListQuery = paginationInput.extend({
  state: z.enum(['pending', 'done']).optional(),
  action: z.enum(['assigned', 'mentioned', 'marked', 'directly_addressed', 'escalated']).optional(),
  type: z.enum(['Issue', 'Epic']).optional(),
  project_id: idParam.optional(),
  group_id: idParam.optional(),
  author_id: idParam.optional(),
});

export async function todoJson(ctx: RequestContext, { todo, target }: TodoWithTarget) {
  const ns = (await namespaceLoader(ctx).load(target.namespaceId))!;
  const parent = ns.parentId ? await namespaceLoader(ctx).load(ns.parentId) : null;
  const author = await userLoader(ctx).load(todo.authorId);
  const epic = target.type === 'epic';
  return {
    id: todo.id,
    project: epic ? null : projectJson(ctx, ns, parent ?? null),
    group: epic ? groupJson(ctx, ns) : null,
    author: author ? userJson(ctx, author) : null,
    action_name: todo.action,
    target_type: epic ? 'Epic' : 'Issue',
    target: epic ? await epicJson(ctx, target) : await issueJson(ctx, target),
    target_url: await itemWebUrl(ctx, target),
    body: target.title,
    state: todo.state,
    created_at: todo.createdAt,
    updated_at: todo.updatedAt,
  };
}

const notModified = (reply: FastifyReply) => reply.code(304).send();

/** The per-item routes of one surface (issues or epics). */
type Params = { Params: Record<string, string> };

function itemRoutes(
  app: FastifyInstance,
  base: string,
  find: (ctx: RequestContext, params: Record<string, string>) => Promise<WorkItemRow>,
  json: (ctx: RequestContext, item: WorkItemRow) => Promise<object>,
) {
  app.post<Params>(`${base}/todo`, async (req, reply) => {
    const ctx = req.ctx();
    requireUser(ctx);
    const item = await find(ctx, req.params);
    const { todo, created } = await markItemTodo(ctx, item);
    if (!created) return notModified(reply);
    return reply.code(201).send(await todoJson(ctx, { todo, target: item }));
  });
  for (const [path, on] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post<Params>(`${base}/${path}`, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const item = await find(ctx, req.params);
      if ((await subscribedLoader(ctx).load(item.id)) === on) return notModified(reply);
      await setItemSubscription(ctx, item, on);
      return reply.code(201).send(await json(ctx, item));
    });
  }
}

export function registerTodoRoutes(app: FastifyInstance) {
  app.get('/api/v4/todos', async (req, reply) => {
    const ctx = req.ctx();
    if (!ctx.viewer.user) throw unauthorized();
    const q = parseInput(todoListQuery, req.query);
    const page = await pageOfTodos(
      ctx,
      {
        state: q.state ?? 'pending',
        action: q.action,
        type: q.type,
        projectId: q.project_id,
        groupId: q.group_id,
        authorId: q.author_id,
      },
      pageBounds(q),
    );
    const rows = await Promise.all(page.rows.map((r) => todoJson(ctx, r)));
    return sendPage(req, reply, q, { rows, total: page.total }, (r) => r);
  });

  app.post<{ Params: { id: string } }>('/api/v4/todos/:id/mark_as_done', async (req, reply) => {
    const ctx = req.ctx();
    requireUser(ctx);
    const id = parseInput(z.object({ id: idParam }), req.params).id;
    return reply.code(201).send(await todoJson(ctx, await markTodoDone(ctx, id)));
  });

  app.post('/api/v4/todos/mark_as_done', async (req, reply) => {
    await markAllTodosDone(req.ctx());
    return reply.code(204).send();
  });

  app.get('/api/v4/user_counts', async (req) => {
    const ctx = req.ctx();
    if (!ctx.viewer.user) throw unauthorized();
    return { todos: await pendingTodoCount(ctx, ctx.viewer.user.id) };
  });

  itemRoutes(
    app,
    '/api/v4/projects/:id/issues/:issue_iid',
    async (ctx, p) => (await issueFromParams(ctx, p as IssueParams['Params'])).issue,
    issueDetailJson,
  );
  itemRoutes(
    app,
    '/api/v4/groups/:id/epics/:epic_iid',
    async (ctx, p) => (await epicFromParams(ctx, p as EpicParams['Params'])).epic,
    epicJson,
  );
}
