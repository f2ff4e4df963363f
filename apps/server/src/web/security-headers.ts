// The Content-Security-Policy of every response (helmet's options) and the one exception: the
// roadmap embed, the only page another site may show in a frame.
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // No CDN: the GraphQL explorer is bundled (/-/graphql-explorer).
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>;

const EMBED_PATH = /^\/groups\/[^?#]+\/-\/roadmap\/embed\/?$/;

/** /groups/<group>/-/roadmap/embed: the read-only roadmap meant for other sites' frames. */
export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATH.test(pathname);
}

/** Serialises directives the way helmet does ('default-src 'self'; ...'). */
export function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}

const EMBED_CSP = cspHeader({ ...CSP_DIRECTIVES, frameAncestors: ['*'] });

/**
 * Lets any site frame this response: frame-ancestors opened, X-Frame-Options dropped. The page
 * stays read-only and shows only what the viewer may read (the app's own permission checks).
 */
export function allowFraming(reply: FastifyReply): void {
  reply.raw.removeHeader('x-frame-options');
  reply.header('content-security-policy', EMBED_CSP);
}

/**
 * Sets helmet's headers on every response. The middleware is built once: @fastify/helmet built
 * it again on every request (its CSP parsing and option checks showed in the request profile).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}
