import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { renderAvatarSvg } from './avatar-svg.ts';

/** Avatars change only with Cairn's renderer: a day in caches, then a cheap 304 revalidation. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /-/avatars/<username>.svg`, the default `avatar_url` of every user. Any name gets an
 * image, whether or not such a user exists, so the route reveals nothing about accounts (and
 * needs no database read).
 */
export function registerAvatarRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/-/avatars/:file', async (req, reply) => {
    const match = /^(.{1,255})\.svg$/.exec(req.params.file);
    if (!match?.[1]) return reply.code(404).send({ message: '404 Not Found' });
    const svg = renderAvatarSvg(match[1]);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      // An SVG can hold scripts: this one holds none, and a sandbox keeps it that way if opened.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
