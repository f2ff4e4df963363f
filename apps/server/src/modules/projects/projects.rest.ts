import type { FastifyInstance } from 'fastify';
import { pageBounds } from '#server/rest/paged.ts';
import { setPaginationHeaders } from '#server/rest/pagination.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import {
  readableGroupParam,
  readableProjectParam,
} from '#server/core/namespaces/namespaces.service.ts';
import { namespaceJson, projectsJson } from './project-json.ts';
import { listProjects } from './projects-list.service.ts';
import { createProjectBody, projectListQuery } from './projects.schema.ts';
import { createProject } from './projects.service.ts';

type IdParams = { Params: { id: string } };

export function registerProjectRoutes(app: FastifyInstance) {
  // GitLab's `GET /namespaces/:id` (id or full path): the group namespaces a project can be
  // created in (gitlabracadabra looks the parent up so). Cairn has no user namespaces.
  app.get<IdParams>('/api/v4/namespaces/:id', async (req) => {
    const ctx = req.ctx();
    return namespaceJson(ctx, await readableGroupParam(ctx, req.params.id));
  });

  app.get('/api/v4/projects', { schema: { querystring: projectListQuery } }, async (req, reply) => {
    const ctx = req.ctx();
    const q = parseInput(projectListQuery, req.query);
    const page = await listProjects(ctx, q, {}, pageBounds(q));
    setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
    return projectsJson(ctx, page.rows);
  });

  app.get<IdParams>(
    '/api/v4/groups/:id/projects',
    { schema: { querystring: projectListQuery } },
    async (req, reply) => {
      const ctx = req.ctx();
      const group = await readableGroupParam(ctx, req.params.id);
      const q = parseInput(projectListQuery, req.query);
      const scope = q.include_subgroups ? { descendantsOf: group.id } : { childrenOf: group.id };
      const page = await listProjects(ctx, q, scope, pageBounds(q));
      setPaginationHeaders(req, reply, q, page.total, ctx.env.baseUrl);
      return projectsJson(ctx, page.rows);
    },
  );

  app.get<IdParams>('/api/v4/projects/:id', async (req) => {
    const ctx = req.ctx();
    const [json] = await projectsJson(ctx, [await readableProjectParam(ctx, req.params.id)]);
    return json;
  });

  app.post('/api/v4/projects', { schema: { body: createProjectBody } }, async (req, reply) => {
    const ctx = req.ctx();
    const project = await createProject(ctx, parseInput(createProjectBody, req.body));
    const [json] = await projectsJson(ctx, [project]);
    return reply.code(201).send(json);
  });
}
