import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { sendPage, pageBounds } from '#server/rest/paged.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { boolParam, searchParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { iterationJson } from './iteration-json.ts';
import { listIterations } from './iterations.service.ts';

/** GitLab's `GET /groups/:id/iterations` and `GET /projects/:id/iterations`. */

const listQuery = paginationInput.extend({
  state: z.enum(['opened', 'upcoming', 'current', 'closed', 'all']).default('all'),
  search: searchParam.optional(),
  in: z.string().max(40).optional(),
  include_ancestors: boolParam.default(true),
});

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
