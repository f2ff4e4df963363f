import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { sendWrite } from '#server/modules/work-items/core/rest-write.ts';
import { findProjectIssue } from '#server/modules/work-items/issues/issues.service.ts';
import {
  issueFromParams,
  type IssueParams,
} from '#server/modules/work-items/issues/issues.rest.ts';
import {
  linkedItemsLoader,
  linkTypeFrom,
  type LinkRow,
} from '#server/modules/work-items/widgets/links/links.repository.ts';
import { addLinks, removeLink } from '#server/modules/work-items/widgets/links/links.writes.ts';
import { issueJson } from '#server/modules/work-items/item-kit/rest-json.ts';
import { issueLinkBody, pathId } from '#server/modules/work-items/core/rest-params.ts';

/** REST v4 issue links: list, create, delete (blocks / is_blocked_by / relates_to). */

async function linkJson(ctx: RequestContext, link: LinkRow, fromId: number) {
  const [source, target] = await Promise.all([
    readableItemById(ctx, link.sourceId),
    readableItemById(ctx, link.targetId),
  ]);
  const [me, other] = link.sourceId === fromId ? [source, target] : [target, source];
  return {
    source_issue: me ? await issueJson(ctx, me) : null,
    target_issue: other ? await issueJson(ctx, other) : null,
    link_type: linkTypeFrom(link, fromId),
  };
}

export function registerIssueLinkRoutes(app: FastifyInstance) {
  const base = '/api/v4/projects/:id/issues/:issue_iid/links';

  app.get<IssueParams>(base, async (req) => {
    const ctx = req.ctx();
    const { issue } = await issueFromParams(ctx, req.params);
    const linked = (await linkedItemsLoader(ctx).load(issue.id)).filter(
      (l) => l.item.type !== 'epic',
    );
    return Promise.all(
      linked.map(async (l) => ({
        ...(await issueJson(ctx, l.item)),
        issue_link_id: l.linkId,
        link_type: l.linkType,
        link_created_at: l.createdAt,
        link_updated_at: l.createdAt,
      })),
    );
  });

  app.post<IssueParams>(base, async (req, reply) => {
    const ctx = req.ctx();
    const body = parseInput(issueLinkBody, req.body);
    const { issue } = await issueFromParams(ctx, req.params);
    const targetProject = await readableNamespaceParam(ctx, body.target_project_id, 'project');
    const target = await findProjectIssue(ctx, targetProject, body.target_issue_iid);
    if (!target) throw notFound('404 Not found');
    return sendWrite(
      reply,
      () => addLinks(ctx, issue, [target], body.link_type),
      (links) => linkJson(ctx, links[0]!, issue.id),
      201,
    );
  });

  app.delete<{ Params: IssueParams['Params'] & { link_id: string } }>(
    `${base}/:link_id`,
    async (req, reply) => {
      const ctx = req.ctx();
      const { issue } = await issueFromParams(ctx, req.params);
      return sendWrite(
        reply,
        () => removeLink(ctx, issue, pathId(req.params.link_id)),
        (link) => linkJson(ctx, link, issue.id),
      );
    },
  );
}
