import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import { setPaginationHeaders, paginationInput } from '#server/rest/pagination.ts';
import { parseInput, requireSomeParameter } from '#server/rest/rest-plugin.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { offsetEpicChildren } from '#server/modules/work-items/epics/epics.service.ts';
import { createEpic } from '#server/modules/work-items/epics/epics.writes.ts';
import { sendWrite } from '#server/modules/work-items/core/rest-write.ts';
import { epicFromParams, type EpicParams } from '#server/modules/work-items/epics/epics.rest.ts';
import { parentOf } from '#server/modules/work-items/core/tree-links.ts';
import {
  addChildEpic,
  addIssueToEpic,
  removeChild,
  reorderChild,
} from '#server/modules/work-items/widgets/hierarchy/tree.writes.ts';
import {
  epicIssueJson,
  epicJson,
  issueJson,
} from '#server/modules/work-items/item-kit/rest-json.ts';
import { moveBody, pathId } from '#server/modules/work-items/core/rest-params.ts';
import { confidentialKey } from '#server/modules/work-items/widgets/confidentiality-lock/confidentiality-lock.rest-slice.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { title } from '#server/modules/work-items/core/work-items.schema.ts';
import { createEpicInput } from '#server/modules/work-items/epics/epics.schema.ts';
import { workItemParentLinks } from '@cairn/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

/** REST v4 epic issues and epic links (child epics): list, add, reorder, remove. */

type ChildParams = { Params: EpicParams['Params'] & { child: string } };

/** A visible child of `epic` by item id (`kind: 'epics'`) or by relation id (`'issues'`). */
async function childOf(
  ctx: RequestContext,
  epic: WorkItemRow,
  kind: 'issues' | 'epics',
  raw: string,
) {
  const id = pathId(raw);
  let childId = id;
  if (kind === 'issues') {
    const [link] = await ctx.db
      .select()
      .from(workItemParentLinks)
      .where(eq(workItemParentLinks.id, id));
    if (!link || link.parentId !== epic.id) throw notFound('404 Not found');
    childId = link.childId;
  }
  const child = await readableItemById(ctx, childId);
  const isEpic = child?.type === 'epic';
  if (!child || isEpic !== (kind === 'epics')) throw notFound('404 Not found');
  return child;
}

/** The sibling a move refers to (relation ids for issues, epic ids for epics). */
async function siblingId(
  ctx: RequestContext,
  epic: WorkItemRow,
  kind: 'issues' | 'epics',
  id: number | undefined,
) {
  if (id === undefined) return undefined;
  if (kind === 'epics') return id;
  const [link] = await ctx.db
    .select()
    .from(workItemParentLinks)
    .where(eq(workItemParentLinks.id, id));
  if (!link || link.parentId !== epic.id) throw notFound('404 Not found');
  return link.childId;
}

export function registerEpicRelationRoutes(app: FastifyInstance) {
  // Child epics answer on `/epics` (the documented path) and on `/links` (what GitLab's own
  // clients such as gitbeaker call); issues on `/issues`.
  const routes = [
    ['issues', 'issues'],
    ['epics', 'epics'],
    ['epics', 'links'],
  ] as const;
  for (const [kind, segment] of routes) {
    const base = `/api/v4/groups/:id/epics/:epic_iid/${segment}`;
    const present = (ctx: RequestContext, item: WorkItemRow) =>
      kind === 'issues' ? epicIssueJson(ctx, item) : epicJson(ctx, item);

    app.get<EpicParams>(base, async (req, reply) => {
      const ctx = req.ctx();
      const q = parseInput(paginationInput, req.query);
      const { epic } = await epicFromParams(ctx, req.params);
      const page = await offsetEpicChildren(ctx, epic, kind, q);
      setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
      return Promise.all(page.rows.map((row) => present(ctx, row)));
    });

    app.post<ChildParams>(`${base}/:child`, async (req, reply) => {
      const ctx = req.ctx();
      const { epic } = await epicFromParams(ctx, req.params);
      const child = await readableItemById(ctx, pathId(req.params.child));
      if (!child || (child.type === 'epic') !== (kind === 'epics')) throw notFound('404 Not found');
      return sendWrite(
        reply,
        () =>
          kind === 'issues' ? addIssueToEpic(ctx, epic, child) : addChildEpic(ctx, epic, child),
        async (link) => {
          const fresh = (await readableItemById(ctx, child.id)) ?? child;
          if (kind === 'epics') return epicJson(ctx, fresh);
          return {
            id: link.id,
            epic: await epicJson(ctx, epic),
            issue: await issueJson(ctx, fresh),
          };
        },
        201,
      );
    });

    app.put<ChildParams>(`${base}/:child`, async (req, reply) => {
      const ctx = req.ctx();
      const body = requireSomeParameter(parseInput(moveBody, req.body));
      const { epic } = await epicFromParams(ctx, req.params);
      const child = await childOf(ctx, epic, kind, req.params.child);
      const target = {
        afterChildId: await siblingId(ctx, epic, kind, body.move_before_id),
        beforeChildId: await siblingId(ctx, epic, kind, body.move_after_id),
      };
      return sendWrite(
        reply,
        () => reorderChild(ctx, epic, child, target),
        async () => {
          const page = await offsetEpicChildren(ctx, epic, kind, { page: 1, per_page: 100 });
          return Promise.all(page.rows.map((row) => present(ctx, row)));
        },
      );
    });

    app.delete<ChildParams>(`${base}/:child`, async (req, reply) => {
      const ctx = req.ctx();
      const { epic } = await epicFromParams(ctx, req.params);
      const child = await childOf(ctx, epic, kind, req.params.child);
      const link = await parentOf(ctx.db, child.id);
      return sendWrite(
        reply,
        () => removeChild(ctx, epic, child),
        async () =>
          kind === 'epics'
            ? epicJson(ctx, child)
            : { id: link?.id, epic: await epicJson(ctx, epic), issue: await issueJson(ctx, child) },
      );
    });
  }

  /**
   * Creates a new child epic in the parent's group (GitLab: POST .../epics with a title). On
   * `/links` too, where gitbeaker's EpicLinks.create posts, sending the title in the query string.
   */
  for (const segment of ['epics', 'links']) {
    app.post<EpicParams>(`/api/v4/groups/:id/epics/:epic_iid/${segment}`, async (req, reply) => {
      const ctx = req.ctx();
      const params = { ...(req.query as object), ...((req.body as object | undefined) ?? {}) };
      const body = parseInput(z.object({ title, ...confidentialKey }), params);
      const { group, epic } = await epicFromParams(ctx, req.params);
      const input = parseInput(createEpicInput, {
        title: body.title,
        confidential: body.confidential,
        parentId: epic.id,
      });
      return sendWrite(
        reply,
        () => createEpic(ctx, group, input),
        (e) => epicJson(ctx, e),
        201,
      );
    });
  }
}
