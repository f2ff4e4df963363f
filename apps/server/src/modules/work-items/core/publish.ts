import type { ActivityChange } from '../activity/changes.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { WorkItemChange } from '../../../realtime/events.ts';
import type { ItemPatch } from './widget.ts';

const DATE_FIELDS = ['startDate', 'dueDate'] as const;

/**
 * The live-event kinds of one item's changes: `updated` for any change (GitLab's
 * `workItemUpdated`), plus the narrower kinds older subscriptions filter on. `dates` follows the
 * effective dates, which an epic's fixed-date flags move without a date change of their own.
 */
export function eventKinds(
  changes: readonly ActivityChange[],
  before: WorkItemRow | null,
  patch: ItemPatch,
): WorkItemChange[] {
  const kinds = new Set<WorkItemChange>(['updated']);
  for (const c of changes) {
    if (c.kind === 'weight') kinds.add('weight');
    if (c.kind === 'state') kinds.add('state');
    if (c.kind === 'parent') kinds.add('parent');
    // A task's parent is an issue; any other item's parent is its epic (issuableEpicUpdated).
    if (c.kind === 'parent' && before?.type !== 'task') kinds.add('epic');
  }
  const moved = DATE_FIELDS.some(
    (f) => f in patch && (patch[f] ?? null) !== (before ? (before[f] ?? null) : null),
  );
  if (moved) kinds.add('dates');
  return [...kinds];
}
