import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { issuePermissionSet } from '#server/modules/work-items/core/access.ts';
import { requireAllowed } from '#server/modules/work-items/core/rights.ts';
import { sendWrite } from '#server/modules/work-items/core/rest-write.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { readableIssueOf, type IssueParams } from './issue-params.ts';
import { parseDuration } from './duration.ts';
import { currentTimeStats, writeTimeTracking } from './time-tracking.writes.ts';
import { unitsOf } from './units.ts';
import { BLANK_TIME_SPENT, INVALID_ESTIMATE } from './time-tracking-messages.ts';

/**
 * GitLab's REST time tracking of issues: set and reset the estimate, add and reset the time
 * spent (201 for an added entry, 200 otherwise), read the stats. `duration` and `summary` come
 * in the query or the body, as Grape reads them.
 */

const durationParams = z.object({ duration: z.string().max(255) });
const spentParams = durationParams.extend({ summary: z.string().max(255).optional() });

const params = (req: { query: unknown; body: unknown }) => ({
  ...(req.query as object),
  ...(typeof req.body === 'object' ? (req.body as object) : {}),
});

/** The issue, once the viewer may log time on it: a refusal comes before a bad duration's 400. */
async function writableIssue(ctx: RequestContext, p: IssueParams['Params']) {
  requireUser(ctx);
  const issue = await readableIssueOf(ctx, p);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canAdminIssue);
  return issue;
}

/** Writes through the pipeline and answers the issue's time stats as written. */
const writeAndAnswer = (
  reply: FastifyReply,
  ctx: RequestContext,
  issue: WorkItemRow,
  input: Parameters<typeof writeTimeTracking>[2],
  code = 200,
) =>
  sendWrite(
    reply,
    () => writeTimeTracking(ctx, issue, input),
    (row) => currentTimeStats(ctx, row),
    code,
  );

const RESETS = [
  ['reset_time_estimate', { timeEstimate: null }],
  ['reset_spent_time', { timeSpent: 'reset' }],
] as const;

export function registerTimeTrackingRoutes(app: FastifyInstance) {
  const base = '/api/v4/projects/:id/issues/:issue_iid';

  app.get<IssueParams>(`${base}/time_stats`, async (req) => {
    const ctx = req.ctx();
    return currentTimeStats(ctx, await readableIssueOf(ctx, req.params));
  });

  app.post<IssueParams>(`${base}/time_estimate`, async (req, reply) => {
    const ctx = req.ctx();
    const { duration } = parseInput(durationParams, params(req));
    const issue = await writableIssue(ctx, req.params);
    const seconds = parseDuration(duration, unitsOf(ctx.env));
    if (seconds === null || seconds < 0) throw refused(400, INVALID_ESTIMATE);
    return writeAndAnswer(reply, ctx, issue, { timeEstimate: seconds });
  });

  app.post<IssueParams>(`${base}/add_spent_time`, async (req, reply) => {
    const ctx = req.ctx();
    const { duration, summary } = parseInput(spentParams, params(req));
    const issue = await writableIssue(ctx, req.params);
    const seconds = parseDuration(duration, unitsOf(ctx.env));
    if (!seconds) throw refused(400, BLANK_TIME_SPENT);
    return writeAndAnswer(reply, ctx, issue, { timeSpent: { seconds, summary } }, 201);
  });

  for (const [action, input] of RESETS) {
    app.post<IssueParams>(`${base}/${action}`, async (req, reply) => {
      const ctx = req.ctx();
      return writeAndAnswer(reply, ctx, await readableIssueOf(ctx, req.params), input);
    });
  }
}
