/** The assignees widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    assignees: { added: number[]; removed: number[] };
  }
}

export {};
