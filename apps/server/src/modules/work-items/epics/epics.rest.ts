import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { readableGroupParam } from '#server/core/namespaces/namespaces.service.ts';
import { offsetEpics } from './epics-query.ts';
import { findGroupEpic } from '../core/find-epic.ts';
import { createEpic, deleteEpic, updateEpic } from './epics.writes.ts';
import { registerListRoute } from '../core/rest-list-route.ts';
import { registerItemRoutes } from '../core/rest-write-routes.ts';
import { epicJson } from '../item-kit/rest-json.ts';
import { parseEpicListQuery, pathId } from '../core/rest-params.ts';
import { EPIC_REST } from '../registry/registry.ts';
import { epicFilters } from '../core/work-items.schema.ts';
import { createEpicInput, updateEpicInput } from './epics.schema.ts';

/** REST v4 group epics: list (every documented filter), get, create, update, delete. */

export type EpicParams = { Params: { id: string; epic_iid: string } };

/** The group (`:id`) and its epic (`:epic_iid`) the viewer may read, or 404. */
export async function epicFromParams(ctx: RequestContext, p: { id: string; epic_iid: string }) {
  const group = await readableGroupParam(ctx, p.id);
  const epic = await findGroupEpic(ctx, group, pathId(p.epic_iid));
  if (!epic) throw notFound();
  // `namespace` and `item` too: the item routes' names.
  return { group, epic, namespace: group, item: epic };
}

export function registerEpicRoutes(app: FastifyInstance) {
  registerListRoute(
    app,
    '/api/v4/groups/:id/epics',
    async (ctx, req) => {
      const group = await readableGroupParam(ctx, req.params.id ?? '');
      const { q, sort, filters } = parseEpicListQuery(req.query);
      const scope = { kind: 'group', group } as const;
      return { q, page: await offsetEpics(ctx, scope, parseInput(epicFilters, filters), sort, q) };
    },
    epicJson,
  );

  registerItemRoutes(app, {
    collection: '/api/v4/groups/:id/epics',
    item: '/api/v4/groups/:id/epics/:epic_iid',
    rest: EPIC_REST,
    createInput: createEpicInput,
    updateInput: updateEpicInput,
    namespaceOf: readableGroupParam,
    itemOf: epicFromParams,
    namespaceFirst: true,
    writes: { create: createEpic, update: updateEpic, remove: deleteEpic },
    json: epicJson,
  });
}
