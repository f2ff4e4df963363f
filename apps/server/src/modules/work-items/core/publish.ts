import type { ActivityChange } from '../activity/changes.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { WorkItemChange } from '#server/realtime/events.ts';
import type { ItemPatch } from './widget.ts';
import { installedWidgets } from './widget-set.ts';

/**
 * The live-event kinds of one item's changes: `updated` for any change (GitLab's
 * `workItemUpdated`), plus the narrower kinds older subscriptions filter on, which the widget
 * owning a change gives (`Widget.liveKinds`: `weight`, `state`, `parent`, `epic`, `dates`).
 */
export function eventKinds(
  changes: readonly ActivityChange[],
  before: WorkItemRow | null,
  patch: ItemPatch,
): WorkItemChange[] {
  const kinds = new Set<WorkItemChange>(['updated']);
  const widgets = installedWidgets();
  for (const change of changes) {
    for (const widget of widgets) {
      for (const kind of widget.liveKinds?.(change, before, patch) ?? []) kinds.add(kind);
    }
  }
  return [...kinds];
}
