import type { FastifyInstance } from 'fastify';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { issueTemplateOf, issueTemplatesOf } from './templates.service.ts';

type Params = { Params: { id: string; name?: string } };

/**
 * GitLab's project templates API for issues: GET /projects/:id/templates/issues ([{ key, name }])
 * and /templates/issues/:name ({ name, content }). Cairn stores the templates itself (projects
 * have no repository); both include the templates inherited from the project's groups. The list
 * is short, so it is not paginated.
 */
export function registerTemplateRoutes(app: FastifyInstance) {
  const base = '/api/v4/projects/:id/templates/issues';

  app.get<Params>(base, async (req) => {
    const ctx = req.ctx();
    const project = await readableNamespaceParam(ctx, req.params.id, 'project');
    const offered = await issueTemplatesOf(ctx, project);
    return offered.map(({ row }) => ({ key: row.name, name: row.name }));
  });

  app.get<Params>(`${base}/:name`, async (req) => {
    const ctx = req.ctx();
    const project = await readableNamespaceParam(ctx, req.params.id, 'project');
    const row = await issueTemplateOf(ctx, project, req.params.name ?? '');
    return { name: row.name, content: row.content };
  });
}
