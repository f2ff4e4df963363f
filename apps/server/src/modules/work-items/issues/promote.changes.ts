/** The promotion's change kind, declared into the shared contract. */

declare module '../activity/changes.ts' {
  interface WidgetChanges {
    /** An issue promoted to an epic: `to` on the issue, `from` on the new epic. */
    promoted: { direction: 'to' | 'from'; otherId: number };
  }
}

export {};
