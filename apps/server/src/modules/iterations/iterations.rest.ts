import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../lib/context.ts';
import { readableNamespaceParam } from '../../core/namespaces/namespaces.service.ts';
import { sendPage, pageBounds } from '../../rest/paged.ts';
import { paginationInput } from '../../rest/pagination.ts';
import { boolParam, searchParam } from '../../rest/params.ts';
import { parseInput } from '../../rest/rest-plugin.ts';
import { iterationState, type IterationView } from './iterations.loaders.ts';
import { listIterations } from './iterations.service.ts';

/** GitLab's `GET /groups/:id/iterations` and `GET /projects/:id/iterations`. */

const listQuery = paginationInput.extend({
  state: z.enum(['opened', 'upcoming', 'current', 'closed', 'all']).default('all'),
  search: searchParam.optional(),
  in: z.string().max(40).optional(),
  include_ancestors: boolParam.default(true),
});

/** GitLab's numeric iteration states. */
const STATE_ID = { upcoming: 1, current: 2, closed: 3 } as const;

export const iterationJson = (ctx: RequestContext, it: IterationView) => {
  const path = `/groups/${it.groupFullPath}/-/cadences/${it.cadenceId}/iterations/${it.id}`;
  return {
    id: it.id,
    iid: it.iid,
    sequence: it.sequence,
    group_id: it.groupId,
    title: it.title,
    description: it.description,
    state: STATE_ID[iterationState(it, ctx.clock.today())],
    created_at: it.createdAt,
    updated_at: it.createdAt,
    start_date: it.startDate,
    due_date: it.dueDate,
    web_url: ctx.env.baseUrl + path,
  };
};

export function registerIterationRoutes(app: FastifyInstance) {
  for (const kind of ['group', 'project'] as const) {
    app.get<{ Params: { id: string } }>(`/api/v4/${kind}s/:id/iterations`, async (req, reply) => {
      const ctx = req.ctx();
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const q = parseInput(listQuery, req.query);
      const all = await listIterations(ctx, ns, {
        state: q.state,
        search: q.search,
        inCadenceTitle: q.in?.split(',').includes('cadence_title') ?? false,
        includeAncestors: q.include_ancestors,
      });
      const { limit, offset } = pageBounds(q);
      return sendPage(
        req,
        reply,
        q,
        { rows: all.slice(offset, offset + limit), total: all.length },
        (it) => iterationJson(ctx, it),
      );
    });
  }
}
