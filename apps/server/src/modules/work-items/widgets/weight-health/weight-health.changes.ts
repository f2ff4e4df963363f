/** The weight-health widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    weight: { from: number | null; to: number | null };
    health: { from: string | null; to: string | null };
  }
}

export {};
