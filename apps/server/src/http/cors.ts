import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Headers GitLab exposes to cross-origin API callers (pagination and ids). */
const EXPOSED_HEADERS =
  'Link, X-Total, X-Total-Pages, X-Per-Page, X-Page, X-Next-Page, X-Prev-Page, X-Request-Id';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** What one request's `Origin` is granted: nothing, any origin without cookies, or credentials. */
export type CorsGrant = 'none' | 'anonymous' | 'credentials';

/**
 * An allow-listed origin is trusted with cookies; `*` lets any origin call the API with a token
 * but never with the visitor's cookies (GitLab's rule for /api/*). Nothing else is answered, so
 * a browser keeps every other origin's page from reading responses.
 */
export function corsGrant(allowed: readonly string[], origin: string | undefined): CorsGrant {
  if (!origin) return 'none';
  if (allowed.includes(origin)) return 'credentials';
  return allowed.includes('*') ? 'anonymous' : 'none';
}

function grantHeaders(reply: FastifyReply, origin: string, grant: CorsGrant) {
  reply.header('vary', 'Origin');
  if (grant === 'credentials') {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
  } else {
    reply.header('access-control-allow-origin', '*');
  }
}

const isPreflight = (req: FastifyRequest) =>
  req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';

/**
 * CORS for /api/*. Same-origin only unless CAIRN_CORS_ORIGINS names origins. Preflights are
 * answered here, before any route (GraphQL Yoga's own CORS, which reflected every origin with
 * credentials, is switched off in graphql/yoga.ts).
 */
export function registerCors(app: FastifyInstance, allowed: readonly string[]) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const grant = corsGrant(allowed, origin);
    if (isPreflight(req)) {
      if (grant !== 'none' && origin) {
        grantHeaders(reply, origin, grant);
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        const asked = req.headers['access-control-request-headers'];
        if (typeof asked === 'string') reply.header('access-control-allow-headers', asked);
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      return reply.code(204).send();
    }
    if (grant !== 'none' && origin) {
      grantHeaders(reply, origin, grant);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
  });
}
