import type { RequestContext } from '#server/lib/context.ts';
import { iterationState, type IterationView } from './iterations.loaders.ts';

/** GitLab's numeric iteration states. */
const STATE_ID = { upcoming: 1, current: 2, closed: 3 } as const;

/** What the REST JSON of an iteration reads: the row and its group's full path. */
export type IterationJsonSource = Omit<IterationView, 'cadence'>;

/**
 * GitLab's REST iteration (API::Entities::Iteration), the one presenter of `/iterations` lists and
 * of resource iteration events. `web_url` is GitLab's `/groups/<group>/-/iterations/<id>`.
 */
export const iterationJson = (ctx: RequestContext, it: IterationJsonSource) => ({
  id: it.id,
  iid: it.iid,
  sequence: it.sequence,
  group_id: it.groupId,
  title: it.title,
  description: it.description,
  state: STATE_ID[iterationState(it, ctx.clock.today())],
  created_at: it.createdAt,
  updated_at: it.createdAt,
  start_date: it.startDate,
  due_date: it.dueDate,
  web_url: `${ctx.env.baseUrl}/groups/${it.groupFullPath}/-/iterations/${it.id}`,
});
