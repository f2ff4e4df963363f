import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { pathId } from '../core/rest-params.ts';
import {
  iterationEventJson,
  labelEventJson,
  milestoneEventJson,
  noteJson,
  stateEventJson,
  weightEventJson,
} from './activity-json.ts';
import {
  iterationEvents,
  labelEvents,
  milestoneEvents,
  stateEvents,
  weightEvents,
  type EventSlice,
} from './events.repository.ts';
import { epicTarget, issueTarget, type HistoryTarget } from './item-access.ts';
import { findNote, notesPage } from './notes.repository.ts';

/**
 * REST v4 history of issues and epics as GitLab exposes it: notes (system notes included) and
 * resource events, each a paged list and a single read. Epics are addressed by their global id.
 */

const notesQuery = paginationInput.extend({
  order_by: z.enum(['created_at', 'updated_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  activity_filter: z.enum(['all_notes', 'only_comments', 'only_activity']).default('all_notes'),
});

export type Params = Record<string, string>;
export type Resolve = (ctx: RequestContext, params: Params) => Promise<HistoryTarget>;

export const ISSUE = '/api/v4/projects/:id/issues/:issue_iid';
export const EPIC = '/api/v4/groups/:id/epics/:epic_id';
export const resolveIssue: Resolve = (ctx, p) =>
  issueTarget(ctx, { id: p.id!, issue_iid: p.issue_iid! });
export const resolveEpic: Resolve = (ctx, p) => epicTarget(ctx, { id: p.id!, epic_id: p.epic_id! });

function registerNotes(app: FastifyInstance, base: string, resolve: Resolve) {
  app.get<{ Params: Params }>(`${base}/notes`, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const q = parseInput(notesQuery, req.query);
    const page = await notesPage(ctx, target, { ...q, ...pageBounds(q) });
    return Promise.all(sendPage(req, reply, q, page, (note) => noteJson(ctx, target, note)));
  });
  app.get<{ Params: Params }>(`${base}/notes/:note_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const note = await findNote(ctx, target, pathId(req.params.note_id));
    if (!note) throw notFound('404 Note Not Found');
    return noteJson(ctx, target, note);
  });
}

type Reader<R> = (
  ctx: RequestContext,
  target: HistoryTarget,
  slice: EventSlice,
) => Promise<{ rows: R[]; total: number }>;
type Presenter<R> = (ctx: RequestContext, target: HistoryTarget, row: R) => Promise<unknown>;

function registerEvents<R>(
  app: FastifyInstance,
  path: string,
  resolve: Resolve,
  read: Reader<R>,
  present: Presenter<R>,
) {
  app.get<{ Params: Params }>(
    path,
    async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const ctx = req.ctx();
      const target = await resolve(ctx, req.params);
      const q = parseInput(paginationInput, req.query);
      const page = await read(ctx, target, pageBounds(q));
      return Promise.all(sendPage(req, reply, q, page, (row) => present(ctx, target, row)));
    },
  );
  app.get<{ Params: Params }>(`${path}/:event_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const { rows } = await read(ctx, target, { id: pathId(req.params.event_id) });
    if (!rows[0]) throw notFound();
    return present(ctx, target, rows[0]);
  });
}

export function registerActivityRoutes(app: FastifyInstance) {
  registerNotes(app, ISSUE, resolveIssue);
  registerNotes(app, EPIC, resolveEpic);
  /** One kind of resource events, registered under an item's path. */
  const events =
    <R>(kind: string, read: Reader<R>, present: Presenter<R>) =>
    (base: string, resolve: Resolve) =>
      registerEvents(app, `${base}/resource_${kind}_events`, resolve, read, present);
  const label = events('label', labelEvents, labelEventJson);
  const state = events('state', stateEvents, stateEventJson);
  const milestone = events('milestone', milestoneEvents, milestoneEventJson);
  const iteration = events('iteration', iterationEvents, iterationEventJson);
  const weight = events('weight', weightEvents, weightEventJson);
  for (const route of [label, milestone, state, iteration, weight]) route(ISSUE, resolveIssue);
  // GitLab documents label and state events for epics.
  for (const route of [label, state]) route(EPIC, resolveEpic);
}
