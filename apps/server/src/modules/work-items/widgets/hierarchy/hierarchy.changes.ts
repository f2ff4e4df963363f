/** The hierarchy widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    /** Recorded on the child: its parent changed. */
    parent: { from: number | null; to: number | null };
    /** Recorded on the parent: a child was added, removed or moved within it. */
    child: { action: 'added' | 'removed' | 'moved'; childId: number };
  }
}

export {};
