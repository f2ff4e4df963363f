import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users, type Database } from '@cairn/db';
import { verifyPassword, verifyUnknownLogin } from './passwords.ts';
import { ACCOUNT_BLOCKED_SIGN_IN_MESSAGE, CSRF_FAILED_MESSAGE } from './refusals.ts';
import { sameSecret } from './same-secret.ts';
import { createSession, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  SIGN_IN_LIMIT_MESSAGE,
} from './sign-in-limit.ts';

const signInInput = z.object({
  login: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
  authenticity_token: z.string().max(255).optional(),
});

export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';
export const SIGN_IN_MEDIA_TYPE_MESSAGE =
  'Sign in with a JSON body (Content-Type: application/json).';

const mediaType = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Login CSRF: another site's page can post a plain HTML form (URL-encoded, or text/plain) that
 * signs the visitor into the attacker's account, but it cannot send `application/json` without
 * a preflight that CORS refuses. So JSON only; a form passes only with the CSRF token of the
 * session it was served to (GitLab's `authenticity_token`).
 */
function bodyRefusal(req: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  const type = mediaType(req);
  if (type === 'application/json') return null;
  if (type !== 'application/x-www-form-urlencoded') {
    return reply.code(415).send({ message: SIGN_IN_MEDIA_TYPE_MESSAGE });
  }
  const expected = req.viewer.csrfToken;
  if (!token || !expected || !sameSecret(token, expected)) {
    return reply.code(403).send({ message: CSRF_FAILED_MESSAGE });
  }
  return null;
}

async function findLogin(db: Database, login: string) {
  const rows = await db
    .select()
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${login}) OR lower(${users.email}) = lower(${login})`,
    )
    .limit(1);
  return rows[0];
}

/** POST /users/sign_in: throttled per (account, address); blocked and banned users refused. */
export function signInHandler(db: Database, secureCookies: boolean) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = signInInput.safeParse(req.body);
    const refused = bodyRefusal(req, reply, parsed.data?.authenticity_token);
    if (refused) return refused;
    if (!parsed.success) return reply.code(400).send({ message: INVALID_LOGIN_MESSAGE });
    const { login, password } = parsed.data;
    const reservation = await reserveSignInAttempt(db, login, req.ip);
    if ('retryAfterSeconds' in reservation) {
      reply.header('retry-after', String(reservation.retryAfterSeconds));
      return reply.code(429).send({ message: SIGN_IN_LIMIT_MESSAGE });
    }
    const user = await findLogin(db, login);
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyUnknownLogin(password);
    await settleSignInAttempt(db, reservation.attemptId, ok);
    if (!user || !ok) return reply.code(401).send({ message: INVALID_LOGIN_MESSAGE });
    // Only the right password learns that the account is blocked, as on GitLab.
    if (user.state !== 'active') {
      return reply.code(401).send({ message: ACCOUNT_BLOCKED_SIGN_IN_MESSAGE });
    }
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
  };
}
