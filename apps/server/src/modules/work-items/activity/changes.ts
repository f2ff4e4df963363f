import type { RefItem } from './references.ts';

/**
 * What one write changed on one work item, as the write pipeline reports it to the activity
 * history (system notes and GitLab's resource events). Widgets return these from `apply`; the
 * pipeline records them in the write's transaction and derives the live-event kinds from them.
 * Ids are database ids; the recorder resolves names (labels, users, milestones) itself.
 */
/**
 * Change kinds a widget declares in its own folder, by module augmentation:
 * `declare module '../../activity/changes.ts' { interface WidgetChanges { spent: {...} } }`.
 * Each entry is the change's shape without `kind`; the widget's `notes` write its text.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface WidgetChanges {}

export type WidgetChangeKind = keyof WidgetChanges & string;

type WidgetChange = { [K in WidgetChangeKind]: { kind: K } & WidgetChanges[K] }[WidgetChangeKind];

export type ActivityChange =
  | WidgetChange
  | { kind: 'created' }
  | { kind: 'title'; from: string; to: string }
  | { kind: 'description'; from: string; to: string }
  | { kind: 'state'; to: 'closed' | 'reopened' }
  | {
      kind: 'date';
      field: 'startDate' | 'dueDate';
      from: string | null;
      to: string | null;
      /** Epics: whether the date is now fixed (true) or inherited (false); absent for issues. */
      fixed?: boolean;
    }
  /** An admin submitted the item as spam (to: true) or marked it as not spam (false). */
  | { kind: 'spam'; to: boolean }
  /** Recorded on the child: its parent changed. */
  | { kind: 'parent'; from: number | null; to: number | null }
  /** Recorded on the parent: a child was added, removed or moved within it. */
  | { kind: 'child'; action: 'added' | 'removed' | 'moved'; childId: number }
  /** An issue promoted to an epic: `to` on the issue, `from` on the new epic. */
  | { kind: 'promoted'; direction: 'to' | 'from'; otherId: number }
  | {
      kind: 'link';
      action: 'added' | 'removed';
      linkType: 'relates_to' | 'blocks' | 'is_blocked_by';
      otherId: number;
    };

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
