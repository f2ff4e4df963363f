import { builder } from '#server/graphql/builder.ts';
import type { UserRow } from './users.repository.ts';
import { avatarUrlOf, userLoader, userWebPath } from './users.service.ts';

export const UserRef = builder.objectRef<UserRow>('UserCore');

builder.node(UserRef, {
  description: 'A user (GitLab UserCore).',
  id: { resolve: (u) => u.id },
  loadMany: async (ids, ctx) => {
    const rows = await userLoader(ctx).loadMany(ids.map(Number));
    return rows.map((r) => (r instanceof Error ? null : r));
  },
  fields: (t) => ({
    username: t.exposeString('username', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    state: t.string({ nullable: false, resolve: (u) => u.state }),
    avatarUrl: t.string({ resolve: (u) => avatarUrlOf(u) }),
    webPath: t.string({ nullable: false, resolve: (u) => userWebPath(u) }),
    webUrl: t.string({
      nullable: false,
      resolve: (u, _a, ctx) => ctx.env.baseUrl + userWebPath(u),
    }),
  }),
});

builder.queryField('currentUser', (t) =>
  t.field({
    type: UserRef,
    description: 'The signed-in user, or null for anonymous requests.',
    resolve: async (_root, _args, ctx) =>
      ctx.viewer.user ? userLoader(ctx).load(ctx.viewer.user.id) : null,
  }),
);
