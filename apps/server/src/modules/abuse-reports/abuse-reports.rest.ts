import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { userJson } from '../users/users.rest.ts';
import { userLoader } from '../users/users.service.ts';
import type { RequestContext } from '#server/lib/context.ts';
import {
  abuseReportListQuery,
  createAbuseReportBody,
  updateAbuseReportBody,
} from './abuse-reports.schema.ts';
import {
  banUser,
  createAbuseReport,
  listAbuseReports,
  setAbuseReportStatus,
  type AbuseReportRow,
} from './abuse-reports.service.ts';

type IdParams = { Params: { id: string } };

const idOf = (raw: string) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
};

/** GitLab's admin abuse report JSON (reporter and reported user as basic users). */
async function reportJson(ctx: RequestContext, r: AbuseReportRow) {
  const [reporter, user] = await Promise.all([
    userLoader(ctx).load(r.reporterId),
    userLoader(ctx).load(r.userId),
  ]);
  return {
    id: r.id,
    category: r.category,
    status: r.status,
    message: r.message,
    reported_from_url: r.reportedFromUrl,
    work_item_id: r.workItemId,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    resolved_at: r.resolvedAt,
    reporter: reporter ? userJson(ctx, reporter) : null,
    user: user ? { ...userJson(ctx, user), state: user.state } : null,
  };
}

/**
 * POST /abuse_reports (any signed-in user), GET and PUT /admin/abuse_reports (admins), and
 * POST /users/:id/ban (admins), GitLab-shaped.
 */
export function registerAbuseReportRoutes(app: FastifyInstance) {
  app.post(
    '/api/v4/abuse_reports',
    { schema: { body: createAbuseReportBody } },
    async (req, reply) => {
      const ctx = req.ctx();
      const row = await createAbuseReport(ctx, parseInput(createAbuseReportBody, req.body));
      return reply.code(201).send(await reportJson(ctx, row));
    },
  );

  const listQuery = paginationInput.merge(abuseReportListQuery);
  app.get(
    '/api/v4/admin/abuse_reports',
    { schema: { querystring: listQuery } },
    async (req, reply) => {
      const ctx = req.ctx();
      const q = parseInput(listQuery, req.query);
      const page = await listAbuseReports(ctx, q.status, pageBounds(q));
      const rows = await Promise.all(page.rows.map((r) => reportJson(ctx, r)));
      return sendPage(req, reply, q, { rows, total: page.total }, (r) => r);
    },
  );

  app.put<IdParams>(
    '/api/v4/admin/abuse_reports/:id',
    { schema: { body: updateAbuseReportBody } },
    async (req) => {
      const ctx = req.ctx();
      const { status } = parseInput(updateAbuseReportBody, req.body);
      return reportJson(ctx, await setAbuseReportStatus(ctx, idOf(req.params.id), status));
    },
  );

  app.post<IdParams>('/api/v4/users/:id/ban', async (req, reply) => {
    const ctx = req.ctx();
    await banUser(ctx, idOf(req.params.id));
    return reply.code(201).send(true);
  });
}
