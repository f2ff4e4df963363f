import type { FastifyInstance } from 'fastify';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { groupJson } from './group-json.ts';
import { createGroupBody, groupListQuery } from './groups.schema.ts';
import { createGroup } from './groups.service.ts';
import { readableGroupParam } from '#server/core/namespaces/namespaces.service.ts';
import { listGroups } from './groups-list.service.ts';

type IdParams = { Params: { id: string } };

export function registerGroupRoutes(app: FastifyInstance) {
  app.get('/api/v4/groups', { schema: { querystring: groupListQuery } }, async (req, reply) => {
    const ctx = req.ctx();
    const q = parseInput(groupListQuery, req.query);
    const page = await listGroups(ctx, q, {}, pageBounds(q));
    return sendPage(req, reply, q, page, (g) => groupJson(ctx, g));
  });

  app.get<IdParams>('/api/v4/groups/:id', async (req) => {
    const ctx = req.ctx();
    return groupJson(ctx, await readableGroupParam(ctx, req.params.id));
  });

  app.post('/api/v4/groups', { schema: { body: createGroupBody } }, async (req, reply) => {
    const ctx = req.ctx();
    const input = parseInput(createGroupBody, req.body);
    const group = await createGroup(ctx, input);
    return reply.code(201).send(groupJson(ctx, group));
  });

  for (const [suffix, scope] of [
    ['subgroups', 'childrenOf'],
    ['descendant_groups', 'descendantsOf'],
  ] as const) {
    app.get<IdParams>(
      `/api/v4/groups/:id/${suffix}`,
      { schema: { querystring: groupListQuery } },
      async (req, reply) => {
        const ctx = req.ctx();
        const group = await readableGroupParam(ctx, req.params.id);
        const q = parseInput(groupListQuery, req.query);
        const page = await listGroups(ctx, q, { [scope]: group.id }, pageBounds(q));
        return sendPage(req, reply, q, page, (g) => groupJson(ctx, g));
      },
    );
  }
}
