import type { RequestContext } from '#server/lib/context.ts';
import { findUsersByIds, type UserRow } from './users.repository.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';

export const userLoader = (ctx: RequestContext) =>
  requestLoader<number, UserRow | null>(ctx, 'userById', async (ids) => {
    const rows = await findUsersByIds(ctx.db, ids);
    return eachKey(ids, new Map(rows.map((r) => [r.id, r])), null);
  });

/**
 * Gravatar-less default avatar: a generated identicon served by this server, as a same-origin
 * path so it loads whichever host name the page was opened with (the CSP allows 'self').
 */
export const avatarUrlOf = (user: Pick<UserRow, 'avatarUrl' | 'username'>) =>
  user.avatarUrl ?? `/-/avatars/${encodeURIComponent(user.username)}.svg`;

export const userWebPath = (user: Pick<UserRow, 'username'>) => `/${user.username}`;
