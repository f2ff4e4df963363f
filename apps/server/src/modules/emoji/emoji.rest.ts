import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { userJson } from '../users/users.rest.ts';
import { userLoader } from '../users/users.service.ts';
import type { WorkItemRow } from '../work-items/core/work-items.repository.ts';
import { EMOJI } from './emoji-data.ts';
import { recentEmojiNames } from './emoji.repository.ts';
import {
  awardEmojiLoader,
  awardOn,
  awardableByIid,
  changeAward,
  removeAwardById,
  type AwardRow,
} from './emoji.service.ts';

const awardBody = z.object({ name: z.string().min(1).max(255) });

type Params = { Params: { id: string; iid: string; award_id?: string } };

async function awardsJson(ctx: RequestContext, item: WorkItemRow, awards: readonly AwardRow[]) {
  const users = await userLoader(ctx).loadMany(awards.map((a) => a.userId));
  return awards.map((a, i) => {
    const user = users[i];
    return {
      id: a.id,
      name: a.name,
      user: user && !(user instanceof Error) ? userJson(ctx, user) : null,
      created_at: a.createdAt,
      updated_at: a.createdAt,
      awardable_id: item.id,
      awardable_type: item.type === 'epic' ? 'Epic' : 'Issue',
      url: null,
    };
  });
}

const idOf = (raw: string | undefined) => {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** Award emoji on epics and issues (GitLab's REST), and the emoji suggestion list. */
export function registerEmojiRoutes(app: FastifyInstance) {
  const routes = [
    ['group', '/api/v4/groups/:id/epics/:iid/award_emoji'],
    ['project', '/api/v4/projects/:id/issues/:iid/award_emoji'],
  ] as const;
  for (const [kind, base] of routes) {
    const itemOf = async (ctx: RequestContext, p: Params['Params']) =>
      awardableByIid(ctx, await readableNamespaceParam(ctx, p.id, kind), idOf(p.iid));

    app.get<Params>(base, { schema: { querystring: paginationInput } }, async (req, reply) => {
      const ctx = req.ctx();
      const item = await itemOf(ctx, req.params);
      const q = parseInput(paginationInput, req.query);
      const all = await awardEmojiLoader(ctx).load(item.id);
      const { offset, limit } = pageBounds(q);
      const rows = await awardsJson(ctx, item, all.slice(offset, offset + limit));
      return sendPage(req, reply, q, { rows, total: all.length }, (r) => r);
    });

    app.get<Params>(`${base}/:award_id`, async (req) => {
      const ctx = req.ctx();
      const item = await itemOf(ctx, req.params);
      const award = await awardOn(ctx, item, idOf(req.params.award_id));
      return (await awardsJson(ctx, item, [award]))[0];
    });

    app.post<Params>(base, { schema: { body: awardBody } }, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const item = await itemOf(ctx, req.params);
      const { name } = parseInput(awardBody, req.body);
      const outcome = await changeAward(ctx, item, name, 'add');
      if (!outcome.award) throw badRequest(outcome.errors[0] ?? 'Name is invalid', 'name');
      return reply.code(201).send((await awardsJson(ctx, item, [outcome.award]))[0]);
    });

    app.delete<Params>(`${base}/:award_id`, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const item = await itemOf(ctx, req.params);
      await removeAwardById(ctx, item, idOf(req.params.award_id));
      return reply.code(204).send();
    });
  }

  app.get('/-/autocomplete/award_emojis', async (req) => {
    const ctx = req.ctx();
    const user = ctx.viewer.user;
    const recent = user ? await recentEmojiNames(ctx.db, user.id, 20) : [];
    const rank = new Map(recent.map((name, i) => [name, i]));
    const ordered = [...EMOJI].sort(
      (a, b) => (rank.get(a.name) ?? EMOJI.length) - (rank.get(b.name) ?? EMOJI.length),
    );
    return ordered.map((e) => ({
      name: e.name,
      emoji: e.emoji,
      unicode: e.unicode,
      description: e.description,
      unicode_version: e.unicodeVersion,
    }));
  });
}
