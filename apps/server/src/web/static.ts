import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerGraphqlExplorer } from './graphql-explorer.ts';
import { allowFraming, isEmbedPath } from './security-headers.ts';

/** Fills `<meta name="cairn-today">` so the browser app's today() agrees with the server's clock. */
export function withToday(html: string, today: string | undefined): string {
  if (!today) return html;
  return html.replace(/(<meta name="cairn-today" content=")[^"]*(")/, `$1${today}$2`);
}

/**
 * Paths the browser app never routes: the APIs, the `/-/` endpoints and JSON documents. An
 * unknown one is GitLab's JSON 404, not the app's HTML.
 */
export const isApiPath = (pathname: string) =>
  /^\/api(\/|$)/.test(pathname) || pathname.startsWith('/-/') || pathname.endsWith('.json');

/** Serves the built SPA; every non-API GET falls back to index.html (client-side routes). */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  options: { today?: string } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found at ${distDir}; run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const html = withToday(fs.readFileSync(indexFile, 'utf8'), options.today);
  registerGraphqlExplorer(app, distDir);
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApiPath(pathname)) return reply.code(404).send({ message: '404 Not Found' });
    const assetPath = path.join(distDir, decodeURIComponent(pathname));
    if (
      assetPath.startsWith(distDir + path.sep) &&
      fs.existsSync(assetPath) &&
      fs.statSync(assetPath).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, assetPath));
    }
    if (isEmbedPath(pathname)) allowFraming(reply);
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
