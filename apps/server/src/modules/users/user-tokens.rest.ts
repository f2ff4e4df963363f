import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { tokenExpired, tokenExpiryDay } from '#server/auth/tokens.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { formBody, idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import type { TokenRow } from './user-tokens.repository.ts';
import { createTokenBody, tokenListQuery } from './user-tokens.schema.ts';
import {
  createTokenFor,
  impersonationToken,
  listImpersonationTokens,
  revokeImpersonationToken,
} from './user-tokens.service.ts';

/** GitLab's PersonalAccessToken entity. */
const tokenJson = (ctx: RequestContext, t: TokenRow) => ({
  id: t.id,
  name: t.name,
  revoked: t.revoked,
  created_at: t.createdAt,
  description: t.description,
  scopes: t.scopes,
  user_id: t.userId,
  last_used_at: t.lastUsedAt,
  active: !t.revoked && !tokenExpired(t.expiresAt, tokenExpiryDay(ctx.clock.now())),
  expires_at: t.expiresAt,
});
/** GitLab's ImpersonationToken entity adds the flag. */
const impersonationJson = (ctx: RequestContext, t: TokenRow) => ({
  ...tokenJson(ctx, t),
  impersonation: t.impersonation,
});

const id = (value: string) => {
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
};

type UserParams = { Params: { id: string } };
type TokenParams = { Params: { id: string; tokenId: string } };

/**
 * Admin-only token provisioning for a user (bots, scripts). The token is in the creation
 * answer only: the database keeps its digest.
 */
export function registerUserTokenRoutes(app: FastifyInstance) {
  for (const [path, impersonation] of [
    ['personal_access_tokens', false],
    ['impersonation_tokens', true],
  ] as const) {
    app.post<UserParams>(`/api/v4/users/:id/${path}`, async (req, reply) => {
      const ctx = req.ctx();
      const body = parseInput(createTokenBody, formBody(req, 'scopes'));
      const { token, row } = await createTokenFor(ctx, id(req.params.id), body, impersonation);
      const json = impersonation ? impersonationJson(ctx, row) : tokenJson(ctx, row);
      return reply.code(201).send({ ...json, token });
    });
  }

  app.get<UserParams>('/api/v4/users/:id/impersonation_tokens', async (req, reply) => {
    const ctx = req.ctx();
    const q = parseInput(tokenListQuery, req.query);
    const page = await listImpersonationTokens(ctx, id(req.params.id), q, pageBounds(q));
    return sendPage(req, reply, q, page, (t) => impersonationJson(ctx, t));
  });

  app.get<TokenParams>('/api/v4/users/:id/impersonation_tokens/:tokenId', async (req) => {
    const ctx = req.ctx();
    const token = await impersonationToken(ctx, id(req.params.id), id(req.params.tokenId));
    return impersonationJson(ctx, token);
  });

  app.delete<TokenParams>('/api/v4/users/:id/impersonation_tokens/:tokenId', async (req, reply) => {
    const ctx = req.ctx();
    await revokeImpersonationToken(ctx, id(req.params.id), id(req.params.tokenId));
    return reply.code(204).send();
  });
}
