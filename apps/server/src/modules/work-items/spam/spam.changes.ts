/** The spam item type's change kind, declared into the shared contract. */

declare module '../activity/changes.ts' {
  interface WidgetChanges {
    /** An admin submitted the item as spam (to: true) or marked it as not spam (false). */
    spam: { to: boolean };
  }
}

export {};
