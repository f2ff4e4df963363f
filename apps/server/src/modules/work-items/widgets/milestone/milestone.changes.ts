/** The milestone widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    milestone: { from: number | null; to: number | null };
  }
}

export {};
