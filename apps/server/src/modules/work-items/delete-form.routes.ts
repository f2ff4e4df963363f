import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CSRF_HEADER } from '#server/auth/request-auth.ts';
import { canWriteApi } from '#server/auth/viewer.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '#server/lib/errors.ts';
import { epicPermissionSet, issuePermissionSet } from './core/access.ts';
import { epicByPath } from './epics/epics.service.ts';
import { deleteEpic } from './epics/epics.writes.ts';
import { issueByPath } from './issues/issues.service.ts';
import { deleteIssue } from './issues/issues.writes.ts';
import type { WorkItemRow } from './core/work-items.repository.ts';

/**
 * The web delete form (GitLab's `destroy` action): the epic and issue pages' confirmation dialog
 * submits `_method=delete&authenticity_token=<csrf>&destroy_confirm=true` as a plain HTML form to
 *   POST /groups/<group full path>/-/epics/<iid>
 *   POST /<project full path>/-/issues/<iid>
 * and the browser follows the 303 to the group's epics list or the project's issues list. The
 * deletion itself is the REST DELETE's service (children released, roll-ups recomputed).
 */

/** GitLab allows 20 levels of group nesting; a project adds one segment below its group. */
const MAX_GROUP_DEPTH = 20;
const MAX_PATH_LENGTH = 1024;

export const CSRF_FAILED_MESSAGE = '403 Forbidden - CSRF token verification failed';
export const METHOD_MESSAGE = '_method must be delete';
export const destroyConfirmMessage = (kind: 'epic' | 'issue') =>
  `Destroy confirmation not provided for ${kind}`;

const formBody = z.object({
  _method: z.string().optional(),
  authenticity_token: z.string().optional(),
  destroy_confirm: z.string().optional(),
});
type FormBody = z.infer<typeof formBody>;

/** A form field repeated in the body arrives as an array: only single values are accepted. */
function readForm(body: unknown): FormBody {
  const parsed = formBody.safeParse(body ?? {});
  if (!parsed.success) throw badRequest('The form fields are invalid');
  return parsed.data;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may submit the form: a cookie session with its CSRF token (form field, or the app's
 * header), or a token with write scope (tokens need no CSRF token anywhere in the app).
 */
function checkSender(req: FastifyRequest, form: FormBody) {
  if (req.badToken) throw unauthorized();
  const viewer = req.viewer;
  if (viewer.via === 'session') {
    const header = req.headers[CSRF_HEADER];
    const sent = form.authenticity_token ?? (typeof header === 'string' ? header : undefined);
    if (!sent || !viewer.csrfToken || !sameToken(sent, viewer.csrfToken)) {
      throw forbidden(CSRF_FAILED_MESSAGE);
    }
  } else if (viewer.via === 'token' && !canWriteApi(viewer)) {
    throw forbidden();
  }
}

/** Anything but the one override this form sends is a bad request. */
function checkMethod(form: FormBody) {
  if (form._method?.toLowerCase() !== 'delete') throw badRequest(METHOD_MESSAGE);
}

const CONFIRMED = new Set(['true', '1', 'on']);

/** The item is gone from this viewer's sight unless they may delete it: 404 either way. */
async function deletable(
  ctx: RequestContext,
  kind: 'epic' | 'issue',
  item: WorkItemRow,
): Promise<void> {
  if (!ctx.viewer.user) throw notFound();
  const allowed =
    kind === 'epic'
      ? (await epicPermissionSet(ctx, item)).destroyEpic
      : (await issuePermissionSet(ctx, item)).canDestroyIssue;
  if (!allowed) throw notFound();
}

/** A delete refused by the service (a rule or a race) never says more than 404. */
async function finish(reply: FastifyReply, run: () => Promise<unknown>, location: string) {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError && error.refusal && [403, 404].includes(error.status)) {
      throw notFound();
    }
    throw error;
  }
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

type Handler = (
  req: FastifyRequest,
  reply: FastifyReply,
  target: { fullPath: string; iid: number; confirmed: boolean },
) => unknown;

/** Registers POST <prefix>/<p0>/.../<pN>/-/<section>/:iid for each path depth. */
function postAtEveryDepth(
  app: FastifyInstance,
  prefix: string,
  depths: readonly number[],
  section: string,
  handler: Handler,
) {
  for (const depth of depths) {
    const names = Array.from({ length: depth }, (_, i) => `p${i}`);
    const url = `${prefix}/${names.map((n) => `:${n}`).join('/')}/-/${section}/:iid`;
    app.post(url, { config: { csrfExempt: true } }, async (req, reply) => {
      const params = req.params as Record<string, string>;
      const fullPath = names.map((n) => params[n] ?? '').join('/');
      const iid = params.iid ?? '';
      const form = readForm(req.body);
      checkSender(req, form);
      checkMethod(form);
      if (!/^[1-9]\d{0,9}$/.test(iid) || Number(iid) > 2 ** 31 - 1) throw notFound();
      if (fullPath.length > MAX_PATH_LENGTH) throw notFound();
      const confirmed = CONFIRMED.has(form.destroy_confirm ?? '');
      return handler(req, reply, { fullPath, iid: Number(iid), confirmed });
    });
  }
}

export function registerDeleteFormRoutes(app: FastifyInstance) {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  postAtEveryDepth(app, '/groups', range(1, MAX_GROUP_DEPTH), 'epics', async (req, reply, t) => {
    const ctx = req.ctx();
    const { group, epic } = await epicByPath(ctx, t.fullPath, t.iid);
    await deletable(ctx, 'epic', epic);
    if (!t.confirmed) throw badRequest(destroyConfirmMessage('epic'));
    return finish(reply, () => deleteEpic(ctx, epic), `/groups/${group.fullPath}/-/epics`);
  });

  // Projects always sit in a group, so their full path has two or more segments.
  postAtEveryDepth(app, '', range(2, MAX_GROUP_DEPTH + 1), 'issues', async (req, reply, t) => {
    const ctx = req.ctx();
    const { project, issue } = await issueByPath(ctx, t.fullPath, t.iid);
    await deletable(ctx, 'issue', issue);
    if (!t.confirmed) throw badRequest(destroyConfirmMessage('issue'));
    return finish(reply, () => deleteIssue(ctx, issue), `/${project.fullPath}/-/issues`);
  });
}
