import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@cairn/db';
import type { Clock } from '../lib/clock.ts';
import { findSession, SESSION_COOKIE } from './sessions.ts';
import { findTokenUser } from './tokens.ts';
import { anonymousViewer, type Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    /** A token was presented but is invalid, expired or revoked. */
    badToken: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

function presentedToken(req: FastifyRequest): string | null {
  const header = req.headers['private-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const query = (req.query as Record<string, unknown> | undefined)?.private_token;
  return typeof query === 'string' && query ? query : null;
}

/**
 * Resolves the viewer of every request (token first, then session cookie) and enforces CSRF on
 * state-changing requests that authenticate by cookie. Token requests need no CSRF token.
 */
export function registerRequestAuth(app: FastifyInstance, db: Database, clock: Clock) {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('badToken', false);
  app.addHook('preHandler', async (req, reply) => {
    req.viewer = anonymousViewer;
    const token = presentedToken(req);
    if (token) {
      const found = await findTokenUser(db, token, clock.today());
      if (found) req.viewer = { user: found.user, via: 'token', scopes: found.scopes };
      else req.badToken = true;
      return;
    }
    const cookie = req.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const session = await findSession(db, cookie);
    if (!session) return;
    req.viewer = { user: session.user, via: 'session', scopes: [], csrfToken: session.csrfToken };
    const exempt =
      req.routeOptions.config && (req.routeOptions.config as { csrfExempt?: boolean }).csrfExempt;
    if (!SAFE_METHODS.has(req.method) && !exempt) {
      const sent = req.headers[CSRF_HEADER];
      if (sent !== session.csrfToken) {
        return reply.code(403).send({ message: '403 Forbidden - CSRF token verification failed' });
      }
    }
  });
}
