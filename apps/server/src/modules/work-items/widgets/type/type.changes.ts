/** The type widget's change kind, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    type: { from: string; to: string };
  }
}

export {};
