/** The color widget's change kind, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    color: { from: string; to: string };
  }
}

export {};
