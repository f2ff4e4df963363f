import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  awardsOfNote,
  deleteAward,
  findAwardById,
  type AwardRow,
} from '../emoji/emoji.repository.ts';
import { changeAward, publishNoteAwardChange } from '../emoji/emoji.service.ts';
import { inTransaction } from '#server/lib/transaction.ts';
import { userJson } from '../users/users.rest.ts';
import { userLoader } from '../users/users.service.ts';
import { pathId } from '../work-items/core/rest-params.ts';
import {
  EPIC,
  ISSUE,
  resolveEpic,
  resolveIssue,
  type Params,
  type Resolve,
} from '../work-items/history/activity.rest.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { awardableNote } from './note-awards.ts';
import { visibleNote } from './notes.service.ts';

/** GitLab's award emoji on comments: `.../notes/:note_id/award_emoji[/:award_id]`. */

const awardBody = z.object({ name: z.string().min(1).max(255) });

async function awardJson(ctx: RequestContext, award: AwardRow) {
  const user = await userLoader(ctx).load(award.userId);
  return {
    id: award.id,
    name: award.name,
    user: user ? userJson(ctx, user) : null,
    created_at: award.createdAt,
    updated_at: award.createdAt,
    awardable_id: award.noteId,
    awardable_type: 'Note',
    url: null,
  };
}

function register(app: FastifyInstance, base: string, resolve: Resolve) {
  const path = `${base}/notes/:note_id/award_emoji`;
  const noteOf = async (ctx: RequestContext, params: Params) => {
    const target = await resolve(ctx, params);
    return visibleNote(ctx, target, pathId(params.note_id));
  };
  const awardOf = async (ctx: RequestContext, params: Params) => {
    const note = await noteOf(ctx, params);
    const award = await findAwardById(ctx.db, pathId(params.award_id));
    if (!award || award.noteId !== note.id) throw notFound('404 Award Emoji Not Found');
    return award;
  };
  app.get<{ Params: Params }>(path, async (req) => {
    const ctx = req.ctx();
    const note = await noteOf(ctx, req.params);
    return Promise.all((await awardsOfNote(ctx.db, note.id)).map((a) => awardJson(ctx, a)));
  });
  app.get<{ Params: Params }>(`${path}/:award_id`, async (req) => {
    const ctx = req.ctx();
    return awardJson(ctx, await awardOf(ctx, req.params));
  });
  app.post<{ Params: Params }>(path, async (req, reply) => {
    const ctx = req.ctx();
    requireUser(ctx);
    const note = await noteOf(ctx, req.params);
    const { name } = parseInput(awardBody, req.body);
    const { item, noteId } = await awardableNote(ctx, note.id);
    const outcome = await changeAward(ctx, item, name, 'add', noteId);
    if (!outcome.award) throw badRequest(outcome.errors[0] ?? 'Name is invalid', 'name');
    return reply.code(201).send(await awardJson(ctx, outcome.award));
  });
  app.delete<{ Params: Params }>(`${path}/:award_id`, async (req, reply) => {
    const ctx = req.ctx();
    const user = requireUser(ctx);
    const award = await awardOf(ctx, req.params);
    if (award.userId !== user.id && !user.isAdmin) throw forbidden();
    await inTransaction(ctx, async (tx) => {
      await deleteAward(tx, award.id);
      await publishNoteAwardChange(tx, award.workItemId, award.noteId);
    });
    return reply.code(204).send();
  });
}

export function registerNoteAwardRoutes(app: FastifyInstance) {
  register(app, ISSUE, resolveIssue);
  register(app, EPIC, resolveEpic);
}
