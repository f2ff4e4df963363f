import type { RequestContext } from '#server/lib/context.ts';
import { isExpired, milestoneWebPath, type MilestoneView } from './milestones.service.ts';

/** GitLab's REST milestone JSON (group_id or project_id by owner). */
export const milestoneJson = (ctx: RequestContext, m: MilestoneView) => ({
  id: m.id,
  iid: m.iid,
  ...(m.nsKind === 'group' ? { group_id: m.namespaceId } : { project_id: m.namespaceId }),
  title: m.title,
  description: m.description,
  state: m.state,
  created_at: m.createdAt,
  updated_at: m.updatedAt,
  due_date: m.dueDate,
  start_date: m.startDate,
  expired: isExpired(m, ctx.clock.today()),
  web_url: ctx.env.baseUrl + milestoneWebPath(m),
});
