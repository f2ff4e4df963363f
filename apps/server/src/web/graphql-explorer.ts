import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /-/graphql-explorer` (GitLab's path): GraphiQL, built by the web app's Vite build as the
 * page graphql-explorer.html with its own scripts and workers under /assets (same origin, so the
 * CSP's `script-src 'self'` covers them). Open to everyone: the API decides what each visitor
 * may read, and refuses mutations without a signed-in session or a token.
 */
export function registerGraphqlExplorer(app: FastifyInstance, distDir: string) {
  const file = path.join(distDir, 'graphql-explorer.html');
  if (!fs.existsSync(file)) {
    app.log.warn(`GraphQL explorer not built at ${file}; run "npm run build"`);
    return;
  }
  const html = fs.readFileSync(file, 'utf8');
  app.get('/-/graphql-explorer', async (_req, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(html),
  );
}
