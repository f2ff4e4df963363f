import { issueToken, TOKEN_SCOPES, tokenExpiryDay } from '#server/auth/tokens.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  findImpersonationToken,
  pageOfImpersonationTokens,
  revokeToken,
  type TokenRow,
} from './user-tokens.repository.ts';
import {
  INVALID_SCOPES_MESSAGE,
  type CreateTokenInput,
  type TokenListQuery,
} from './user-tokens.schema.ts';
import { userLoader } from './users.service.ts';

const USER_NOT_FOUND = '404 User Not Found';
const TOKEN_NOT_FOUND = '404 Impersonation Token Not Found';

/**
 * Tokens for another user are an admin's business alone (GitLab's `authenticated_as_admin!`):
 * anonymous 401, anyone else 403, before anything about the user is revealed.
 */
async function adminAndTarget(ctx: RequestContext, userId: number | null) {
  const viewer = requireUser(ctx);
  if (!viewer.isAdmin) throw forbidden();
  const user = userId === null ? null : await userLoader(ctx).load(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const knownScopes = (scopes: string[]) =>
  scopes.every((s) => (TOKEN_SCOPES as readonly string[]).includes(s));

export async function createTokenFor(
  ctx: RequestContext,
  userId: number | null,
  input: CreateTokenInput,
  impersonation: boolean,
) {
  const user = await adminAndTarget(ctx, userId);
  if (!knownScopes(input.scopes)) throw badRequest(INVALID_SCOPES_MESSAGE, 'scopes');
  return issueToken(ctx.db, {
    userId: user.id,
    name: input.name,
    description: input.description ?? null,
    scopes: [...new Set(input.scopes)],
    expiresAt: input.expires_at ?? null,
    impersonation,
  });
}

export async function listImpersonationTokens(
  ctx: RequestContext,
  userId: number | null,
  q: TokenListQuery,
  page: { limit: number; offset: number },
) {
  const user = await adminAndTarget(ctx, userId);
  return pageOfImpersonationTokens(
    ctx.db,
    user.id,
    { state: q.state, expiryDay: tokenExpiryDay(ctx.clock.now()) },
    page,
  );
}

export async function impersonationToken(
  ctx: RequestContext,
  userId: number | null,
  tokenId: number | null,
): Promise<TokenRow> {
  const user = await adminAndTarget(ctx, userId);
  const token = tokenId === null ? null : await findImpersonationToken(ctx.db, user.id, tokenId);
  if (!token) throw notFound(TOKEN_NOT_FOUND);
  return token;
}

export async function revokeImpersonationToken(
  ctx: RequestContext,
  userId: number | null,
  tokenId: number | null,
) {
  const token = await impersonationToken(ctx, userId, tokenId);
  await revokeToken(ctx.db, token.id);
}
