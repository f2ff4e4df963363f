import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@cairn/db';
import type { Clock } from '../lib/clock.ts';
import {
  ACCOUNT_BLOCKED_API_MESSAGE,
  CSRF_FAILED_MESSAGE,
  GRAPHQL_PATH,
  INSUFFICIENT_SCOPE,
  refuse,
} from './refusals.ts';
import { queryToken } from './query-credentials.ts';
import { sameSecret } from './same-secret.ts';
import { findSession, SESSION_COOKIE } from './sessions.ts';
import { findTokenUser, tokenExpiryDay } from './tokens.ts';
import { requestNamespacePath } from './request-namespace.ts';
import type { ViewerFacts } from './viewer-facts.ts';
import { anonymousViewer, apiAccess, readOnlyToken, type Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    /** Memberships, banned users and the named namespace, read with the viewer (null: anonymous). */
    viewerFacts: ViewerFacts | null;
    /** A token was presented but is invalid, expired or revoked. */
    badToken: boolean;
  }
  interface FastifyContextConfig {
    /** The route checks its own CSRF token (form posts) or needs none (sign-in, CLI). */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

/** The token a request presents: header first, then `?private_token=` (query-credentials.ts). */
export function presentedToken(req: FastifyRequest): string | null {
  const header = req.headers['private-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return queryToken(req.url);
}

const csrfExempt = (req: FastifyRequest) => req.routeOptions.config?.csrfExempt === true;

/**
 * What a token may do, decided here for every transport: a blocked or banned owner nothing, a
 * token without an API scope nothing, a `read_api` token no write. GraphQL reads travel as
 * POSTs, so its mutations are refused per operation (auth/scope-guard.ts) instead.
 */
function tokenRefusal(req: FastifyRequest, reply: FastifyReply, viewer: Viewer) {
  if (viewer.user?.state !== 'active') {
    return refuse(
      req,
      reply,
      { message: ACCOUNT_BLOCKED_API_MESSAGE },
      'Your account has been blocked.',
    );
  }
  const scopeMessage = 'The request requires higher privileges than provided by the access token.';
  if (apiAccess(viewer) === 'none') return refuse(req, reply, INSUFFICIENT_SCOPE, scopeMessage);
  const write = !SAFE_METHODS.has(req.method) && req.routeOptions.url !== GRAPHQL_PATH;
  if (write && readOnlyToken(viewer)) return refuse(req, reply, INSUFFICIENT_SCOPE, scopeMessage);
  return null;
}

/**
 * Resolves the viewer of every request (token first, then session cookie) and enforces token
 * scopes and CSRF on state-changing requests that authenticate by cookie. Token requests need
 * no CSRF token.
 */
export function registerRequestAuth(app: FastifyInstance, db: Database, clock: Clock) {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('badToken', false);
  app.decorateRequest('viewerFacts', null);
  app.addHook('preHandler', async (req, reply) => {
    req.viewer = anonymousViewer;
    req.viewerFacts = null;
    const token = presentedToken(req);
    if (token) {
      const found = await findTokenUser(
        db,
        token,
        tokenExpiryDay(clock.now()),
        requestNamespacePath(req),
      );
      if (!found) {
        req.badToken = true;
        return;
      }
      const viewer: Viewer = { user: found.user, via: 'token', scopes: found.scopes };
      const refused = tokenRefusal(req, reply, viewer);
      if (refused) return refused;
      req.viewer = viewer;
      req.viewerFacts = found.facts;
      return;
    }
    const cookie = req.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const session = await findSession(db, cookie, requestNamespacePath(req));
    if (!session) return;
    req.viewer = { user: session.user, via: 'session', scopes: [], csrfToken: session.csrfToken };
    req.viewerFacts = session.facts;
    if (!SAFE_METHODS.has(req.method) && !csrfExempt(req)) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
        return reply.code(403).send({ message: CSRF_FAILED_MESSAGE });
      }
    }
  });
}
