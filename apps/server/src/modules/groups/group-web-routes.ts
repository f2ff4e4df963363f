import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';

/** GitLab allows 20 levels of nesting. */
const MAX_GROUP_DEPTH = 20;

/**
 * Registers GET /groups/<full path>/-/<suffix> for full paths of 1..20 segments (the router
 * cannot match a multi-segment parameter before a static tail, so each depth is one route).
 */
export function getGroupSubpage(
  app: FastifyInstance,
  suffix: string,
  handler: (req: FastifyRequest, group: NamespaceRow) => Promise<unknown>,
) {
  for (let depth = 1; depth <= MAX_GROUP_DEPTH; depth += 1) {
    const names = Array.from({ length: depth }, (_, i) => `p${i}`);
    const url = `/groups/${names.map((n) => `:${n}`).join('/')}/-/${suffix}`;
    app.get(url, async (req) => {
      const params = req.params as Record<string, string>;
      const fullPath = names.map((n) => params[n] ?? '').join('/');
      return handler(req, await readableGroupByPath(req.ctx(), fullPath));
    });
  }
}

/** A readable group by full path (web URLs never use numeric ids), or 404. */
async function readableGroupByPath(ctx: RequestContext, fullPath: string): Promise<NamespaceRow> {
  const group =
    fullPath.length <= 1024 ? await readableNamespaceByPath(ctx, fullPath, 'group') : null;
  if (!group) throw notFound();
  return group;
}
