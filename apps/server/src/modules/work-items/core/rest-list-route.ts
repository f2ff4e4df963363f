import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { setPaginationHeaders, type Pagination } from '#server/rest/pagination.ts';
import type { WorkItemRow } from './work-items.repository.ts';

type ListRequest = FastifyRequest<{ Params: Record<string, string | undefined> }>;

/**
 * A REST v4 list of work items (group epics, project, group and global issues): `read` parses
 * the query and reads one offset page; the answer carries GitLab's pagination headers and the
 * rows as `json`.
 */
export function registerListRoute(
  app: FastifyInstance,
  url: string,
  read: (
    ctx: RequestContext,
    req: ListRequest,
  ) => Promise<{ q: Pagination; page: { rows: WorkItemRow[]; total: number } }>,
  json: (ctx: RequestContext, item: WorkItemRow) => Promise<unknown>,
) {
  app.get(url, async (req: ListRequest, reply) => {
    const ctx = req.ctx();
    const { q, page } = await read(ctx, req);
    setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
    return Promise.all(page.rows.map((item) => json(ctx, item)));
  });
}
