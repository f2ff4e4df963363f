import type { FastifyRequest } from 'fastify';
import { findSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { presentedToken } from '../auth/request-auth.ts';
import { findTokenUser, tokenExpiryDay } from '../auth/tokens.ts';
import { sha256 } from '../lib/crypto.ts';
import type { RequestContext } from '../lib/context.ts';
import { oncePerEvent } from './per-event.ts';

/**
 * A stream's viewer is resolved once, when it opens; REST answers 401/403 as soon as a user is
 * banned or blocked, a token revoked or expired, or a session signed out. So before a stream sends
 * an event it asks again whether the credential it opened with still names the same active user
 * (stream-identity.integration-test.ts): one read per credential per event, however many streams
 * the credential holds (`oncePerEvent`). Anonymous streams have nothing to re-check.
 */

/** The credential the request authenticated with: request-auth.ts's own reading of it. */
function credentialOf(req: FastifyRequest | undefined): { token?: string; session?: string } {
  if (!req) return {};
  const token = presentedToken(req);
  if (token) return { token };
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie ? { session: cookie } : {};
}

/** The Fastify request a GraphQL context was made for (Yoga merges it into the context). */
export const requestOf = (ctx: RequestContext) => (ctx as { req?: FastifyRequest }).req;

export async function identityHolds(ctx: RequestContext, event: object): Promise<boolean> {
  const user = ctx.viewer.user;
  if (!user) return true;
  const { token, session } = credentialOf(requestOf(ctx));
  if (ctx.viewer.via === 'token' && token) {
    return oncePerEvent(event, `token:${sha256(token)}`, async () => {
      const found = await findTokenUser(ctx.db, token, tokenExpiryDay(ctx.clock.now()));
      return found?.user.id === user.id && found.user.state === 'active';
    });
  }
  if (ctx.viewer.via === 'session' && session) {
    return oncePerEvent(event, `session:${sha256(session)}`, async () => {
      const found = await findSession(ctx.db, session);
      return found?.user.id === user.id;
    });
  }
  // A signed-in viewer whose credential cannot be read again is not trusted further.
  return false;
}
