import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { idParam, withArrayParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { milestoneJson } from './milestone-json.ts';
import {
  createMilestoneBody,
  milestoneListQuery,
  updateMilestoneBody,
} from './milestones.schema.ts';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  milestoneOf,
  milestoneScope,
  updateMilestone,
} from './milestones.service.ts';

type Params = { Params: { id: string; milestone_id?: string } };

const milestoneIdOf = (raw: string | undefined) => {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** Group and project milestones: list, get, create, update (state_event), delete. */
export function registerMilestoneRoutes(app: FastifyInstance) {
  for (const kind of ['group', 'project'] as const) {
    const base = `/api/v4/${kind}s/:id/milestones`;

    app.get<Params>(base, { schema: { querystring: milestoneListQuery } }, async (req, reply) => {
      const ctx = req.ctx();
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const q = parseInput(milestoneListQuery, withArrayParam(req.query, 'iids'));
      const scope = milestoneScope(ns, {
        includeAncestors: q.include_ancestors ?? q.include_parent_milestones,
        includeDescendants: q.include_descendants,
      });
      const filters = {
        ...scope,
        state: q.state,
        title: q.title,
        search: q.search,
        searchTitle: q.search_title,
        iids: q.iids,
        timeframe: q.start_date && q.end_date ? { start: q.start_date, end: q.end_date } : null,
        updatedBefore: q.updated_before,
        updatedAfter: q.updated_after,
      };
      const page = await listMilestones(ctx, filters, 'CREATED_DESC', pageBounds(q), true);
      return sendPage(req, reply, q, page, (m) => milestoneJson(ctx, m));
    });

    app.get<Params>(`${base}/:milestone_id`, async (req) => {
      const ctx = req.ctx();
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      return milestoneJson(ctx, await milestoneOf(ctx, ns, milestoneIdOf(req.params.milestone_id)));
    });

    app.post<Params>(base, { schema: { body: createMilestoneBody } }, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const input = parseInput(createMilestoneBody, req.body);
      return reply.code(201).send(milestoneJson(ctx, await createMilestone(ctx, ns, input)));
    });

    app.put<Params>(
      `${base}/:milestone_id`,
      { schema: { body: updateMilestoneBody } },
      async (req) => {
        const ctx = req.ctx();
        requireUser(ctx);
        const ns = await readableNamespaceParam(ctx, req.params.id, kind);
        const id = milestoneIdOf(req.params.milestone_id);
        const input = parseInput(updateMilestoneBody, req.body);
        if (Object.values(input).every((v) => v === undefined)) {
          throw badRequest(
            'title, description, start_date, due_date, state_event are missing, at least one parameter must be provided',
          );
        }
        return milestoneJson(ctx, await updateMilestone(ctx, ns, id, input));
      },
    );

    app.delete<Params>(`${base}/:milestone_id`, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      await deleteMilestone(ctx, ns, milestoneIdOf(req.params.milestone_id));
      return reply.code(204).send();
    });
  }
}
