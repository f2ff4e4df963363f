/** The description widget's change kinds (it owns the title too), declared into the contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    title: { from: string; to: string };
    description: { from: string; to: string };
  }
}

export {};
