import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { storedTaskStatus } from '#server/modules/markdown/rendered-store.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { descriptionHtml, descriptionRenderOptions, titleHtml } from '../core/presenters.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { epicByPath } from '../epics/epics.service.ts';
import { issueByPath } from './issues.service.ts';

/**
 * GitLab's `GET <issue web path>/realtime_changes` and the epic's
 * (`/groups/<group>/-/epics/<iid>/realtime_changes`, the same fields): what the issue and epic
 * pages poll when their live subscription is unavailable. A web route (the session cookie, or a token), answered as
 * GitLab's issue controller does, with `Poll-Interval` telling the client when to ask again.
 * Anything the viewer may not read is the same 404 as an unknown path.
 */

/** How often clients poll, in milliseconds (GitLab's issue page default). */
export const REALTIME_POLL_INTERVAL_MS = 3000;
/** Projects sit in a group (2 segments at least); groups nest 20 deep. */
const DEPTHS = Array.from({ length: 20 }, (_, i) => i + 2);
const GROUP_DEPTHS = Array.from({ length: 20 }, (_, i) => i + 1);
const IID = /^[1-9]\d{0,9}$/;

async function realtimeChangesJson(ctx: RequestContext, issue: WorkItemRow) {
  const description = issue.description ?? '';
  // Stored with the description's rendering (the same row `description` reads): a poll every
  // 3 s per open page never parses the text (task-list-parsing.integration-test.ts).
  const status = await storedTaskStatus(ctx, description, descriptionRenderOptions(ctx));
  const editor = issue.lastEditedById ? await userLoader(ctx).load(issue.lastEditedById) : null;
  return {
    title: titleHtml(issue),
    title_text: issue.title,
    description: await descriptionHtml(ctx, issue),
    description_text: description,
    task_completion_status: { count: status.count, completed_count: status.completedCount },
    lock_version: issue.lockVersion,
    updated_at: issue.updatedAt,
    updated_by_name: editor?.name ?? null,
    updated_by_path: editor ? `/${editor.username}` : null,
  };
}

type Find = (ctx: RequestContext, fullPath: string, iid: number) => Promise<WorkItemRow>;

/** One route per namespace depth: `<prefix>/<p0>/.../<pN>/-/<kind>/<iid>/realtime_changes`. */
function register(
  app: FastifyInstance,
  prefix: string,
  depths: number[],
  kind: string,
  find: Find,
) {
  for (const depth of depths) {
    const names = Array.from({ length: depth }, (_, i) => `p${i}`);
    const url = `${prefix}/${names.map((n) => `:${n}`).join('/')}/-/${kind}/:iid/realtime_changes`;
    app.get(url, async (req, reply) => {
      const params = req.params as Record<string, string>;
      const iid = params.iid ?? '';
      if (!IID.test(iid) || Number(iid) > 2 ** 31 - 1) throw notFound();
      const ctx = req.ctx();
      const fullPath = names.map((n) => params[n] ?? '').join('/');
      const body = await realtimeChangesJson(ctx, await find(ctx, fullPath, Number(iid)));
      return reply
        .header('poll-interval', String(REALTIME_POLL_INTERVAL_MS))
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}

export function registerRealtimeChangesRoutes(app: FastifyInstance) {
  register(
    app,
    '',
    DEPTHS,
    'issues',
    async (ctx, path, iid) => (await issueByPath(ctx, path, iid)).issue,
  );
  register(
    app,
    '/groups',
    GROUP_DEPTHS,
    'epics',
    async (ctx, path, iid) => (await epicByPath(ctx, path, iid)).epic,
  );
}
