import { eq } from 'drizzle-orm';
import { timelogs } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { WorkItemInput } from '#server/modules/work-items/core/input.ts';
import type { ItemWrite, Widget } from '#server/modules/work-items/core/widget.ts';
import { formatDuration, type TimeUnits } from './duration.ts';
import { deleteTimelog, totalTimeSpent, type TimelogRow } from './timelogs.repository.ts';
import { timeTrackingNotes } from './time-tracking.notes.ts';
import { timeTrackingQuickActions } from './time-tracking.quick-actions.ts';
import { timeEstimateInput } from './time-tracking.input.ts';
import { timeTrackingRest } from './time-tracking.rest-slice.ts';
import { registerTimeTrackingRoutes } from './time-tracking.rest.ts';
import { TIME_TRACKING_INPUT_KEYS, type TimeSpentInput } from './time-tracking.types.ts';
import { unitsOf } from './units.ts';
import {
  BLANK_TIME_SPENT,
  FUTURE_SPENT_AT,
  INVALID_ESTIMATE,
  SUBTRACT_EXCEEDS,
} from './time-tracking-messages.ts';
import { timeTrackingGraphql } from './time-tracking.graphql.ts';

const day = (at: Date) => at.toISOString().slice(0, 10);

const entryChange = (kind: 'timeSpent' | 'timelogDeleted', row: TimelogRow, units: TimeUnits) =>
  ({
    kind,
    seconds: row.timeSpent,
    spentAt: day(row.spentAt),
    human: formatDuration(Math.abs(row.timeSpent), units),
  }) satisfies ActivityChange;

type EstimateChange = Extract<ActivityChange, { kind: 'timeEstimate' }>;

function estimateChange(
  item: ItemWrite['item'],
  value: number | null,
  units: TimeUnits,
): EstimateChange | null {
  const to = value ?? 0;
  if (!Number.isInteger(to) || to < 0) throw refused(400, INVALID_ESTIMATE);
  if (to === item.timeEstimate) return null;
  return { kind: 'timeEstimate', from: item.timeEstimate, to, human: formatDuration(to, units) };
}

async function logTime(write: ItemWrite, entry: TimeSpentInput, units: TimeUnits) {
  const { tx, item, actorId, now } = write;
  if (!Number.isInteger(entry.seconds) || entry.seconds === 0) {
    throw refused(400, BLANK_TIME_SPENT);
  }
  const spentAt = entry.spentAt ?? now;
  if (spentAt.getTime() > now.getTime()) throw refused(400, FUTURE_SPENT_AT);
  if (entry.seconds < 0 && (await totalTimeSpent(tx, item.id)) + entry.seconds < 0) {
    throw refused(400, SUBTRACT_EXCEEDS);
  }
  const [row] = await tx
    .insert(timelogs)
    .values({
      workItemId: item.id,
      userId: actorId,
      timeSpent: entry.seconds,
      spentAt,
      summary: entry.summary ?? null,
      noteId: entry.noteId ?? null,
      createdAt: now,
    })
    .returning();
  return entryChange('timeSpent', row!, units);
}

async function spentChanges(write: ItemWrite, input: WorkItemInput, units: TimeUnits) {
  const changes: ActivityChange[] = [];
  if (input.timeSpent === 'reset') {
    const removed = await write.tx
      .delete(timelogs)
      .where(eq(timelogs.workItemId, write.item.id))
      .returning({ id: timelogs.id });
    if (removed.length) changes.push({ kind: 'timeSpentReset' });
  } else if (input.timeSpent) {
    changes.push(await logTime(write, input.timeSpent, units));
  }
  if (input.timelogDeleteId !== undefined) {
    const row = await deleteTimelog(write.tx, write.item.id, input.timelogDeleteId);
    if (!row) throw refused(404, 'Timelog not found');
    changes.push(entryChange('timelogDeleted', row, units));
  }
  return changes;
}

/**
 * Time tracking: the item's estimate (a column) and its time entries (`timelogs`). Logging time
 * needs GitLab's admin_issue (reporters and planners up: its `admin_issuable` guard of the time
 * tracking API), which is `canAdminIssue` here.
 */
export const timeTrackingWidget: Widget = {
  name: 'time-tracking',
  widgetType: 'TIME_TRACKING',
  right: 'canAdminIssue',
  inputKeys: TIME_TRACKING_INPUT_KEYS,
  notes: timeTrackingNotes,
  quickActions: timeTrackingQuickActions,
  rest: { issue: timeTrackingRest },
  graphqlInput: { issue: timeEstimateInput },
  graphql: timeTrackingGraphql,
  routes: registerTimeTrackingRoutes,
  async apply(write, input) {
    const units = unitsOf(write.ctx.env);
    const changes: ActivityChange[] = [];
    const estimate =
      input.timeEstimate === undefined
        ? null
        : estimateChange(write.item, input.timeEstimate, units);
    if (estimate) changes.push(estimate);
    changes.push(...(await spentChanges(write, input, units)));
    if (!changes.length) return null;
    return estimate ? { patch: { timeEstimate: estimate.to }, changes } : { changes };
  },
};
