/** The iteration widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    iteration: { from: number | null; to: number | null };
  }
}

export {};
