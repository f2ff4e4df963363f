import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound, unauthorized } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { createUser, listUsers } from './users-admin.service.ts';
import { registerUserTokenRoutes } from './user-tokens.rest.ts';
import { autocompleteScope, suggestUsers } from './users-autocomplete.service.ts';
import type { UserRow } from './users.repository.ts';
import { autocompleteQuery, createUserBody, userListQuery } from './users.schema.ts';
import { avatarUrlOf, userLoader, userWebPath } from './users.service.ts';

/**
 * An absolute avatar URL, as GitLab's REST answers (clients download it without a base):
 * same-origin paths get the base URL `web_url` uses (docs/decisions/0007-gitlab-client-compat.md).
 */
const absoluteAvatarUrl = (ctx: RequestContext, u: UserRow) => {
  const url = avatarUrlOf(u);
  return url.startsWith('/') ? ctx.env.baseUrl + url : url;
};

/** GitLab's basic user JSON. */
export const userJson = (ctx: RequestContext, u: UserRow) => ({
  id: u.id,
  username: u.username,
  name: u.name,
  state: u.state,
  locked: u.state === 'blocked',
  avatar_url: absoluteAvatarUrl(ctx, u),
  web_url: ctx.env.baseUrl + userWebPath(u),
});

/** Admins (and the user themself) also see e-mail, admin flag and creation time. */
const detailedUserJson = (ctx: RequestContext, u: UserRow) => ({
  ...userJson(ctx, u),
  created_at: u.createdAt,
  ...(ctx.viewer.user?.isAdmin || ctx.viewer.user?.id === u.id
    ? { email: u.email, is_admin: u.isAdmin }
    : {}),
});

export function registerUserRoutes(app: FastifyInstance) {
  registerUserTokenRoutes(app);
  app.get('/api/v4/user', async (req) => {
    const ctx = req.ctx();
    if (!ctx.viewer.user) throw unauthorized();
    const u = await userLoader(ctx).load(ctx.viewer.user.id);
    if (!u) throw unauthorized();
    return { ...userJson(ctx, u), email: u.email, is_admin: u.isAdmin, created_at: u.createdAt };
  });

  app.get('/api/v4/users', { schema: { querystring: userListQuery } }, async (req, reply) => {
    const ctx = req.ctx();
    const q = parseInput(userListQuery, req.query);
    const page = await listUsers(ctx, q, pageBounds(q));
    return sendPage(req, reply, q, page, (u) => detailedUserJson(ctx, u));
  });

  app.get<{ Params: { id: string } }>('/api/v4/users/:id', async (req) => {
    const ctx = req.ctx();
    const id = idParam.safeParse(req.params.id);
    const u = id.success ? await userLoader(ctx).load(id.data) : null;
    if (!u || (u.state === 'banned' && !ctx.viewer.user?.isAdmin)) throw notFound();
    return detailedUserJson(ctx, u);
  });

  app.post('/api/v4/users', { schema: { body: createUserBody } }, async (req, reply) => {
    const ctx = req.ctx();
    if (!ctx.viewer.user) throw unauthorized();
    const user = await createUser(ctx, parseInput(createUserBody, req.body));
    return reply.code(201).send(detailedUserJson(ctx, user));
  });

  app.get('/-/autocomplete/users.json', async (req) => {
    const ctx = req.ctx();
    const q = parseInput(autocompleteQuery, req.query);
    const users = await suggestUsers(ctx, await autocompleteScope(ctx, q), q.search);
    return users.map((u) => userJson(ctx, u));
  });
}
