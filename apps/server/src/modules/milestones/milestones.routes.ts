import type { FastifyInstance } from 'fastify';
import { parseInput } from '#server/rest/rest-plugin.ts';
import { getGroupSubpage } from '../groups/group-web-routes.ts';
import { milestonesWebQuery } from './milestones.schema.ts';
import {
  isExpired,
  listMilestones,
  milestoneScope,
  milestoneWebPath,
} from './milestones.service.ts';

/** At most this many milestones in one JSON answer. */
const WEB_LIMIT = 1000;

/**
 * GET /groups/<full path>/-/milestones.json: the roadmap's milestone filter source. Milestones
 * of the group, its readable ancestors and descendants (groups and projects), due date
 * descending as GitLab orders them; `state` active, closed or all (default).
 */
export function registerMilestoneWebRoutes(app: FastifyInstance) {
  getGroupSubpage(app, 'milestones.json', async (req, group) => {
    const ctx = req.ctx();
    const q = parseInput(milestonesWebQuery, req.query);
    const state = q.state === 'opened' ? 'active' : q.state === 'all' ? undefined : q.state;
    const { rows } = await listMilestones(
      ctx,
      {
        ...milestoneScope(group, { includeAncestors: true, includeDescendants: true }),
        state,
        searchTitle: q.search_title ?? q.search,
      },
      'DUE_DATE_DESC',
      { limit: WEB_LIMIT, offset: 0 },
    );
    const today = ctx.clock.today();
    return rows.map((m) => ({
      id: m.id,
      iid: m.iid,
      title: m.title,
      name: m.title,
      state: m.state,
      start_date: m.startDate,
      due_date: m.dueDate,
      expired: isExpired(m, today),
      web_path: milestoneWebPath(m),
      web_url: ctx.env.baseUrl + milestoneWebPath(m),
      ...(m.nsKind === 'group' ? { group_id: m.namespaceId } : { project_id: m.namespaceId }),
    }));
  });
}
