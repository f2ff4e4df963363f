import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { idParam } from '#server/rest/params.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { userJson } from '../users/users.rest.ts';
import type { MemberRow } from './memberships.repository.ts';
import { addMemberBody, memberListQuery, updateMemberBody } from './memberships.schema.ts';
import { addMember, listMembers, removeMember, updateMembers } from './memberships.service.ts';

const memberJson = (ctx: RequestContext, m: MemberRow) => ({
  ...userJson(ctx, m),
  access_level: m.accessLevel,
  created_at: m.memberSince,
  expires_at: null,
  membership_state: 'active',
});

type Params = { Params: { id: string; user_id?: string } };

/** GitLab's members API for groups and projects (direct members, /all with inherited ones). */
export function registerMembershipRoutes(app: FastifyInstance) {
  for (const kind of ['group', 'project'] as const) {
    const base = `/api/v4/${kind}s/:id/members`;
    for (const inherited of [false, true]) {
      app.get<Params>(
        inherited ? `${base}/all` : base,
        { schema: { querystring: memberListQuery } },
        async (req, reply) => {
          const ctx = req.ctx();
          const ns = await readableNamespaceParam(ctx, req.params.id, kind);
          const q = parseInput(memberListQuery, req.query);
          const page = await listMembers(ctx, ns, inherited, q.query, pageBounds(q));
          return sendPage(req, reply, q, page, (m) => memberJson(ctx, m));
        },
      );
    }
    app.post<Params>(base, { schema: { body: addMemberBody } }, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const member = await addMember(ctx, ns, parseInput(addMemberBody, req.body));
      return reply.code(201).send(memberJson(ctx, member));
    });
    /** The namespace and the member's user id of `…/members/:user_id` (404 when malformed). */
    const target = async (req: FastifyRequest<Params>) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const userId = idParam.safeParse(req.params.user_id);
      if (!userId.success) throw notFound();
      return { ctx, ns, userId: userId.data };
    };
    app.put<Params>(`${base}/:user_id`, async (req) => {
      const { ctx, ns, userId } = await target(req);
      const input = parseInput(updateMemberBody, req.body);
      const [member] = await updateMembers(ctx, ns, [userId], input);
      return memberJson(ctx, member!);
    });
    app.delete<Params>(`${base}/:user_id`, async (req, reply) => {
      const { ctx, ns, userId } = await target(req);
      await removeMember(ctx, ns, userId);
      return reply.code(204).send();
    });
  }
}
