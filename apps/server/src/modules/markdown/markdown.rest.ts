import type { FastifyInstance } from 'fastify';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { requireUser } from '#server/core/require-user.ts';
import { renderPreview } from './markdown-preview.ts';
import { markdownPreviewBody } from './markdown.schema.ts';

/** GitLab's `POST /api/v4/markdown` (`{text, gfm, project}` -> 201 `{html}`): the editor's preview. */
export function registerMarkdownRoutes(app: FastifyInstance) {
  app.post('/api/v4/markdown', async (req, reply) => {
    // Authentication comes before validation, as in GitLab: anonymous is 401 whatever it sent.
    requireUser(req.ctx());
    const input = parseInput(markdownPreviewBody, req.body);
    return reply.code(201).send(await renderPreview(req.ctx(), input));
  });
}
