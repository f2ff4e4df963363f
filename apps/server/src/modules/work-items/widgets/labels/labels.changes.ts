/** The labels widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    labels: { added: number[]; removed: number[] };
  }
}

export {};
