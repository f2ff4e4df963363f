import type { FastifyInstance } from 'fastify';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { getGroupSubpage } from '../groups/group-web-routes.ts';
import { labelWebJson } from './label-json.ts';
import { labelsWebQuery } from './labels.schema.ts';
import { labelScope, listLabels } from './labels.service.ts';

/** At most this many labels in one JSON answer. */
const WEB_LIMIT = 1000;

/**
 * GET /groups/<full path>/-/labels.json: the roadmap's label filter source, with GitLab's
 * only_group_labels, include_ancestor_groups (default true), include_descendant_groups and
 * search parameters. Labels of unreadable namespaces never appear.
 */
export function registerLabelWebRoutes(app: FastifyInstance) {
  getGroupSubpage(app, 'labels.json', async (req, group) => {
    const ctx = req.ctx();
    const q = parseInput(labelsWebQuery, req.query);
    const scope = labelScope(group, {
      includeAncestorGroups: q.include_ancestor_groups,
      includeDescendantGroups: q.include_descendant_groups,
      onlyGroupLabels: q.only_group_labels,
    });
    const { rows } = await listLabels(
      ctx,
      { ...scope, search: q.search },
      { limit: WEB_LIMIT, offset: 0 },
    );
    return rows.map(labelWebJson);
  });
}
