import type { FastifyInstance } from 'fastify';
import type { Database } from '@cairn/db';
import { destroySession, SESSION_COOKIE } from './sessions.ts';
import { signInHandler } from './sign-in.ts';

export function registerAuthRoutes(app: FastifyInstance, db: Database, secureCookies: boolean) {
  app.post('/users/sign_in', { config: { csrfExempt: true } }, signInHandler(db, secureCookies));

  app.post('/users/sign_out', async (req, reply) => {
    const cookie = req.cookies[SESSION_COOKIE];
    if (cookie) await destroySession(db, cookie);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  /** The SPA's bootstrap: who is signed in, and the CSRF token for its writes. */
  app.get('/-/session', async (req) => ({
    user: req.viewer.user
      ? {
          id: req.viewer.user.id,
          username: req.viewer.user.username,
          name: req.viewer.user.name,
          isAdmin: req.viewer.user.isAdmin,
        }
      : null,
    csrfToken: req.viewer.csrfToken ?? null,
  }));
}
