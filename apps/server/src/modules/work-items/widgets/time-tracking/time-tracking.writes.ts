import type { RequestContext } from '#server/lib/context.ts';
import { requireUser } from '#server/core/require-user.ts';
import { issuePermissionSet } from '#server/modules/work-items/core/access.ts';
import type { WorkItemInput } from '#server/modules/work-items/core/input.ts';
import { updateWorkItem } from '#server/modules/work-items/core/pipeline.ts';
import { requireAllowed } from '#server/modules/work-items/core/rights.ts';
import { widgetKeysAllowed } from '#server/modules/work-items/core/widget-set.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { formatDuration } from './duration.ts';
import { totalTimeSpent } from './timelogs.repository.ts';
import { unitsOf } from './units.ts';
import './time-tracking.types.ts';

/**
 * A time-tracking write of one issue: readable (else 404), the widget's right for its input keys
 * (GitLab's admin_issue, else 403), then the pipeline. The pipeline does not check widget rights
 * itself (the issue writes do, with the same check), so the widget's own endpoints check here.
 */
export async function writeTimeTracking(
  ctx: RequestContext,
  issue: WorkItemRow,
  input: Pick<WorkItemInput, 'timeEstimate' | 'timeSpent' | 'timelogDeleteId'>,
): Promise<WorkItemRow> {
  requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, widgetKeysAllowed(perms, issue.type, input));
  return updateWorkItem(ctx, issue, input);
}

/** GitLab's `time_stats` of an item; the human strings are null for nothing. */
export function timeStatsJson(ctx: RequestContext, estimate: number, spent: number) {
  const units = unitsOf(ctx.env);
  return {
    time_estimate: estimate,
    total_time_spent: spent,
    human_time_estimate: estimate ? formatDuration(estimate, units) : null,
    human_total_time_spent: spent ? formatDuration(spent, units) : null,
  };
}

/** The time stats of an item as written now (not through the request's loaders). */
export async function currentTimeStats(ctx: RequestContext, item: WorkItemRow) {
  return timeStatsJson(ctx, item.timeEstimate, await totalTimeSpent(ctx.db, item.id));
}
