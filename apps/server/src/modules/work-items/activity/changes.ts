import type { RefItem } from './references.ts';

/**
 * What one write changed on one work item, as the write pipeline reports it to the activity
 * history (system notes and GitLab's resource events). Widgets return these from `apply`; the
 * pipeline records them in the write's transaction and derives the live-event kinds from them.
 * Ids are database ids; the recorder resolves names (labels, users, milestones) itself.
 */
/**
 * Change kinds their owner declares in its own folder, by module augmentation: a widget
 * (`widgets/<widget>/<widget>.changes.ts`) or an item type (`spam/spam.changes.ts`):
 * `declare module '../../activity/changes.ts' { interface WidgetChanges { spent: {...} } }`.
 * Each entry is the change's shape without `kind`; the owner's note texts write its text.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface WidgetChanges {}

export type WidgetChangeKind = keyof WidgetChanges & string;

type WidgetChange = { [K in WidgetChangeKind]: { kind: K } & WidgetChanges[K] }[WidgetChangeKind];

/** The kernel's own kinds and every declared one; `created` writes no note. */
export type ActivityChange = WidgetChange | { kind: 'created' };

export type ActivityKind = ActivityChange['kind'];

/** One write's history for one item: who, when, and every change it made. */
export interface ActivityEntry {
  workItemId: number;
  actorId: number;
  at: Date;
  changes: ActivityChange[];
  /** Items the writer already holds with their namespaces (the written item): not read again. */
  known?: readonly RefItem[];
}
