import type { FastifyReply, FastifyRequest } from 'fastify';
import { setPaginationHeaders, type Pagination } from './pagination.ts';

/** LIMIT/OFFSET for a page of GitLab offset pagination. */
export const pageBounds = (q: Pagination) => ({
  limit: q.per_page,
  offset: (q.page - 1) * q.per_page,
});

/** Sets GitLab's pagination headers for a page and returns the rows as JSON. */
export function sendPage<T, J>(
  req: FastifyRequest,
  reply: FastifyReply,
  q: Pagination,
  page: { rows: readonly T[]; total: number },
  toJson: (row: T) => J,
): J[] {
  setPaginationHeaders(req, reply, q, page.total, req.ctx().env.baseUrl);
  return page.rows.map(toJson);
}
