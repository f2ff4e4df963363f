/** The state widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    state: { to: 'closed' | 'reopened' };
  }
}

export {};
