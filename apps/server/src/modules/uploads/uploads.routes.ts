import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import { readUpload } from './uploads.service.ts';

/** Projects sit in a group (2 segments) under up to 20 levels of groups. */
const MIN_DEPTH = 2;
const MAX_DEPTH = 21;

/**
 * Never active content: a sandbox with no sources, so even a file a browser mistook for HTML
 * could run nothing; `nosniff` so it is not mistaken in the first place.
 */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * GET /<project path>/uploads/<secret>/<filename>: an attachment, for readers of the project
 * only (404 otherwise, the same as for an unknown file). Safe raster images are shown inline;
 * SVG, HTML and everything else is sent as a download.
 */
export function registerUploadWebRoutes(app: FastifyInstance) {
  for (let depth = MIN_DEPTH; depth <= MAX_DEPTH; depth += 1) {
    const names = Array.from({ length: depth }, (_, i) => `p${i}`);
    const url = `/${names.map((n) => `:${n}`).join('/')}/uploads/:secret/:filename`;
    app.get(url, async (req, reply) => {
      const params = req.params as Record<string, string>;
      const projectPath = names.map((n) => params[n] ?? '').join('/');
      const file = await readUpload(
        req.ctx(),
        projectPath,
        params.secret ?? '',
        params.filename ?? '',
      );
      if (!file) throw notFound();
      const disposition = file.inline ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${disposition}; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CSP)
        .header('cache-control', 'max-age=0, private, must-revalidate')
        .send(file.bytes);
    });
  }
}
