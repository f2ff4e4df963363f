import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { setPaginationHeaders } from '../../rest/pagination.ts';
import { formBody } from '../../rest/params.ts';
import { parseInput, requireSomeParameter } from '../../rest/rest-plugin.ts';
import { readableGroupParam } from '../groups/groups.service.ts';
import { offsetEpics } from './epics-query.ts';
import { findGroupEpic } from './epics.service.ts';
import { createEpic, deleteEpic, updateEpic } from './epics/epics.writes.ts';
import { sendWrite } from './core/rest-write.ts';
import { epicJson } from './rest-json.ts';
import {
  createEpicBody,
  epicInputOf,
  parseEpicListQuery,
  pathId,
  updateEpicBody,
} from './rest-params.ts';
import { createEpicInput, epicFilters, updateEpicInput } from './work-items.schema.ts';

/** REST v4 group epics: list (every documented filter), get, create, update, delete. */

export type EpicParams = { Params: { id: string; epic_iid: string } };

/** The group (`:id`) and its epic (`:epic_iid`) the viewer may read, or 404. */
export async function epicFromParams(ctx: RequestContext, p: { id: string; epic_iid: string }) {
  const group = await readableGroupParam(ctx, p.id);
  const epic = await findGroupEpic(ctx, group, pathId(p.epic_iid));
  if (!epic) throw notFound();
  return { group, epic };
}

/** Body fields a form sends repeated (`labels[]=a&labels[]=b`). */
const EPIC_FORM_LISTS = ['labels', 'add_labels', 'remove_labels'];

export function registerEpicRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/epics', async (req, reply) => {
    const ctx = req.ctx();
    const group = await readableGroupParam(ctx, req.params.id);
    const { q, sort, filters } = parseEpicListQuery(req.query);
    const page = await offsetEpics(
      ctx,
      { kind: 'group', group },
      parseInput(epicFilters, filters),
      sort,
      q,
    );
    setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
    return Promise.all(page.rows.map((e) => epicJson(ctx, e)));
  });

  app.get<EpicParams>('/api/v4/groups/:id/epics/:epic_iid', async (req) => {
    const ctx = req.ctx();
    return epicJson(ctx, (await epicFromParams(ctx, req.params)).epic);
  });

  app.post<{ Params: { id: string } }>('/api/v4/groups/:id/epics', async (req, reply) => {
    const ctx = req.ctx();
    const group = await readableGroupParam(ctx, req.params.id);
    const body = parseInput(createEpicBody, formBody(req, ...EPIC_FORM_LISTS));
    const input = parseInput(createEpicInput, epicInputOf(body, false));
    return sendWrite(
      reply,
      () => createEpic(ctx, group, input),
      (e) => epicJson(ctx, e),
      201,
    );
  });

  app.put<EpicParams>('/api/v4/groups/:id/epics/:epic_iid', async (req, reply) => {
    const ctx = req.ctx();
    const body = requireSomeParameter(
      parseInput(updateEpicBody, formBody(req, ...EPIC_FORM_LISTS)),
    );
    const { epic } = await epicFromParams(ctx, req.params);
    const input = parseInput(updateEpicInput, epicInputOf(body, true));
    return sendWrite(
      reply,
      () => updateEpic(ctx, epic, input),
      (e) => epicJson(ctx, e),
    );
  });

  app.delete<EpicParams>('/api/v4/groups/:id/epics/:epic_iid', async (req, reply) => {
    const ctx = req.ctx();
    const { epic } = await epicFromParams(ctx, req.params);
    return sendWrite(
      reply,
      () => deleteEpic(ctx, epic),
      () => undefined,
      204,
    );
  });
}
