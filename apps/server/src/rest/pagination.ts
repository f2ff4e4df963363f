import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { integerParam } from './params.ts';

export const MAX_PER_PAGE = 100;

/**
 * `per_page` as GitLab reads it: a positive integer, silently capped at 100 (a script asking
 * for 500 gets pages of 100, as on GitLab). Zero, negative and non-numeric values are a 400.
 */
const perPageParam = z.preprocess(
  (v) =>
    (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) ||
    (typeof v === 'number' && Number.isInteger(v))
      ? Math.min(Number(v), MAX_PER_PAGE)
      : v,
  z.number().int().min(1).max(MAX_PER_PAGE),
);

export const paginationInput = z.object({
  page: integerParam(1, 1_000_000).default(1),
  per_page: perPageParam.default(20),
});
export type Pagination = z.infer<typeof paginationInput>;

/** GitLab's offset pagination headers: x-total, x-total-pages, x-page, x-per-page, next/prev, Link. */
export function setPaginationHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  { page, per_page }: Pagination,
  total: number,
  baseUrl: string,
) {
  const totalPages = Math.max(1, Math.ceil(total / per_page));
  reply.header('x-total', String(total));
  reply.header('x-total-pages', String(totalPages));
  reply.header('x-page', String(page));
  reply.header('x-per-page', String(per_page));
  reply.header('x-next-page', page < totalPages ? String(page + 1) : '');
  reply.header('x-prev-page', page > 1 ? String(page - 1) : '');
  const url = new URL(req.url, baseUrl);
  const link = (p: number, rel: string) => {
    url.searchParams.set('page', String(p));
    url.searchParams.set('per_page', String(per_page));
    return `<${baseUrl}${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < totalPages) links.push(link(page + 1, 'next'));
  links.push(link(1, 'first'), link(totalPages, 'last'));
  reply.header('link', links.join(', '));
}
