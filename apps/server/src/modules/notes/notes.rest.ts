import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { boolParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { pathId } from '../work-items/core/rest-params.ts';
import { noteJson } from '../work-items/history/activity-json.ts';
import {
  EPIC,
  ISSUE,
  resolveEpic,
  resolveIssue,
  type Params,
  type Resolve,
} from '../work-items/history/activity.rest.ts';
import type { HistoryTarget } from '../work-items/history/item-access.ts';
import { commentQuickActions } from '../work-items/quick-actions/apply.ts';
import { registerNoteAwardRoutes } from './note-awards.rest.ts';
import {
  createNote,
  destroyNote,
  NOTE_MAX_LENGTH,
  resolveThread,
  updateNote,
  visibleNote,
} from './notes.service.ts';
import { visibleThreads, type Thread } from './threads.ts';

/**
 * GitLab's notes and discussions writes on issues and epics (the notes reads are served with
 * the history, `activity.rest.ts`). Epics are addressed by their global id, as on GitLab.
 */

const body = z.string().max(NOTE_MAX_LENGTH);
const createBody = z.object({
  body,
  internal: boolParam.optional(),
  // GitLab's deprecated name for `internal`.
  confidential: boolParam.optional(),
});
const updateBody = z.object({ body: body.optional(), resolved: boolParam.optional() });
const resolveBody = z.object({ resolved: boolParam });

async function threadJson(ctx: RequestContext, target: HistoryTarget, thread: Thread) {
  return {
    id: thread.id,
    individual_note: thread.individualNote,
    notes: await Promise.all(thread.notes.map((n) => noteJson(ctx, target, n))),
  };
}

async function threadOf(ctx: RequestContext, target: HistoryTarget, discussionId: string) {
  const thread = (await visibleThreads(ctx, target)).find((t) => t.id === discussionId);
  if (!thread) throw notFound('404 Discussion Not Found');
  return thread;
}

const requireBody = (value: string | undefined) => {
  if (value === undefined) throw badRequest('body is missing', 'body');
  return value;
};

function registerNoteWrites(app: FastifyInstance, base: string, resolve: Resolve) {
  app.post<{ Params: Params }>(`${base}/notes`, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(createBody, req.body);
    // A comment made only of commands is not saved; GitLab answers what they did (202) or, when
    // one failed, its message (400). Otherwise the comment is saved, then its commands run.
    const commands = await commentQuickActions(ctx, target.item, input.body);
    if (commands.commandsOnly) {
      const status = (await commands.apply())!;
      if (status.errorMessages.length) {
        throw badRequest(`400 Bad request - ${status.errorMessages.join(', ')}`);
      }
      return reply.code(202).send({ commands_changes: status.changes, summary: status.messages });
    }
    const note = await createNote(ctx, target, {
      body: commands.body,
      internal: input.internal ?? input.confidential ?? false,
    });
    const status = await commands.apply(note.id);
    const json = await noteJson(ctx, target, note);
    return reply.code(201).send({ ...json, commands_changes: status?.changes ?? {} });
  });
  app.put<{ Params: Params }>(`${base}/notes/:note_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(updateBody, req.body);
    const note = await updateNote(ctx, target, pathId(req.params.note_id), requireBody(input.body));
    return noteJson(ctx, target, note);
  });
  app.delete<{ Params: Params }>(`${base}/notes/:note_id`, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    await destroyNote(ctx, target, pathId(req.params.note_id));
    return reply.code(204).send();
  });
}

function registerDiscussions(app: FastifyInstance, base: string, resolve: Resolve) {
  const path = `${base}/discussions`;
  app.get<{ Params: Params }>(path, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const q = parseInput(paginationInput, req.query);
    const all = await visibleThreads(ctx, target);
    const { offset, limit } = pageBounds(q);
    const page = { rows: all.slice(offset, offset + limit), total: all.length };
    return Promise.all(sendPage(req, reply, q, page, (t) => threadJson(ctx, target, t)));
  });
  app.get<{ Params: Params }>(`${path}/:discussion_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    return threadJson(ctx, target, await threadOf(ctx, target, req.params.discussion_id!));
  });
  app.post<{ Params: Params }>(path, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(createBody, req.body);
    const note = await createNote(ctx, target, {
      body: input.body,
      internal: input.internal ?? input.confidential ?? false,
      thread: true,
    });
    const thread = await threadOf(ctx, target, note.discussionId!);
    return reply.code(201).send(await threadJson(ctx, target, thread));
  });
  app.post<{ Params: Params }>(`${path}/:discussion_id/notes`, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(createBody, req.body);
    const note = await createNote(ctx, target, {
      body: input.body,
      discussionId: req.params.discussion_id!,
    });
    return reply.code(201).send(await noteJson(ctx, target, note));
  });
  app.put<{ Params: Params }>(`${path}/:discussion_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(resolveBody, { ...(req.query as object), ...(req.body as object) });
    const id = req.params.discussion_id!;
    await resolveThread(ctx, target, id, input.resolved);
    return threadJson(ctx, target, await threadOf(ctx, target, id));
  });
  app.get<{ Params: Params }>(`${path}/:discussion_id/notes/:note_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const thread = await threadOf(ctx, target, req.params.discussion_id!);
    const note = thread.notes.find((n) => n.id === pathId(req.params.note_id));
    if (!note) throw notFound('404 Note Not Found');
    return noteJson(ctx, target, note);
  });
  app.put<{ Params: Params }>(`${path}/:discussion_id/notes/:note_id`, async (req) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const input = parseInput(updateBody, { ...(req.query as object), ...(req.body as object) });
    const thread = await threadOf(ctx, target, req.params.discussion_id!);
    const noteId = pathId(req.params.note_id);
    if (!thread.notes.some((n) => n.id === noteId)) throw notFound('404 Note Not Found');
    // python-gitlab sends the body with every save, a resolve included.
    if (input.resolved === undefined) requireBody(input.body);
    if (input.body !== undefined) await updateNote(ctx, target, noteId, input.body);
    if (input.resolved !== undefined) await resolveThread(ctx, target, thread.id, input.resolved);
    return noteJson(ctx, target, await visibleNote(ctx, target, noteId));
  });
  app.delete<{ Params: Params }>(`${path}/:discussion_id/notes/:note_id`, async (req, reply) => {
    const ctx = req.ctx();
    const target = await resolve(ctx, req.params);
    const thread = await threadOf(ctx, target, req.params.discussion_id!);
    const noteId = pathId(req.params.note_id);
    if (!thread.notes.some((n) => n.id === noteId)) throw notFound('404 Note Not Found');
    await destroyNote(ctx, target, noteId);
    return reply.code(204).send();
  });
}

export function registerNoteRoutes(app: FastifyInstance) {
  for (const [base, resolve] of [
    [ISSUE, resolveIssue],
    [EPIC, resolveEpic],
  ] as const) {
    registerNoteWrites(app, base, resolve);
    registerDiscussions(app, base, resolve);
  }
  registerNoteAwardRoutes(app);
}
