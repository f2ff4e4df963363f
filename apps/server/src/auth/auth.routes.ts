import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users, type Database } from '@cairn/db';
import { verifyPassword } from './passwords.ts';
import { createSession, destroySession, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';
import { recordSignInAttempt, SIGN_IN_LIMIT_MESSAGE, signInLimited } from './sign-in-limit.ts';

const signInInput = z.object({
  login: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
});

export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';

export function registerAuthRoutes(app: FastifyInstance, db: Database, secureCookies: boolean) {
  app.post('/users/sign_in', { config: { csrfExempt: true } }, async (req, reply) => {
    const parsed = signInInput.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ message: INVALID_LOGIN_MESSAGE });
    const { login, password } = parsed.data;
    if (await signInLimited(db, login, req.ip)) {
      return reply.code(429).send({ message: SIGN_IN_LIMIT_MESSAGE });
    }
    const rows = await db
      .select()
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${login}) OR lower(${users.email}) = lower(${login})`,
      )
      .limit(1);
    const user = rows[0];
    const ok =
      user && user.state !== 'blocked' && (await verifyPassword(user.passwordHash, password));
    await recordSignInAttempt(db, login, req.ip, Boolean(ok));
    if (!user || !ok) return reply.code(401).send({ message: INVALID_LOGIN_MESSAGE });
    const session = await createSession(db, user.id, {
      userAgent: req.headers['user-agent'],
      ip: req.ip,
    });
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies || req.protocol === 'https',
      maxAge: SESSION_TTL_MS / 1000,
    });
    return {
      user: { id: user.id, username: user.username, name: user.name },
      csrfToken: session.csrfToken,
    };
  });

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
