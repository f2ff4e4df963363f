import { users } from '@cairn/db';
import { hashPassword } from '#server/auth/passwords.ts';
import { randomToken } from '#server/lib/crypto.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { conflict, forbidden } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { pageOfUsers, userFilterSql, usernameOrEmailTaken } from './users.repository.ts';
import type { CreateUserInput, UserListQuery } from './users.schema.ts';

/** GET /users: everyone may list users; banned accounts are shown to admins only. */
export function listUsers(
  ctx: RequestContext,
  q: UserListQuery,
  page: { limit: number; offset: number },
) {
  const admin = ctx.viewer.user?.isAdmin === true && ctx.viewer.user.state === 'active';
  const state = q.active ? 'active' : q.blocked ? 'blocked' : undefined;
  const where = userFilterSql({
    username: q.username,
    search: q.search,
    searchEmail: admin,
    state,
    hideBanned: !admin,
  });
  return pageOfUsers(ctx.db, where, { by: q.order_by, dir: q.sort }, page);
}

/** POST /users: admins only. Without a password a random one is set (sign-in by reset). */
export async function createUser(ctx: RequestContext, input: CreateUserInput) {
  const viewer = requireUser(ctx);
  if (!viewer.isAdmin) throw forbidden();
  const taken = await usernameOrEmailTaken(ctx.db, input.username, input.email);
  if (taken.username) throw conflict('Username has already been taken');
  if (taken.email) throw conflict('Email has already been taken');
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        email: input.email,
        isAdmin: input.admin ?? false,
        passwordHash: await hashPassword(input.password ?? randomToken(24)),
      })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Username or email has already been taken');
    throw error;
  }
}
