import DataLoader from 'dataloader';
import { memoize, type RequestContext } from '../../lib/context.ts';
import { findUsersByIds, type UserRow } from './users.repository.ts';

export const userLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'userById',
    () =>
      new DataLoader<number, UserRow | null>(async (ids) => {
        const rows = await findUsersByIds(ctx.db, ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );

/** Gravatar-less default avatar: a generated identicon path served by the web app. */
export const avatarUrlOf = (ctx: RequestContext, user: Pick<UserRow, 'avatarUrl' | 'username'>) =>
  user.avatarUrl ?? `${ctx.env.baseUrl}/-/avatars/${encodeURIComponent(user.username)}.svg`;

export const userWebPath = (user: Pick<UserRow, 'username'>) => `/${user.username}`;
