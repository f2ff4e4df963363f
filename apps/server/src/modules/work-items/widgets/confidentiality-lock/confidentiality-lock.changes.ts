/** The confidentiality-lock widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    confidential: { to: boolean };
    lock: { to: boolean };
  }
}

export {};
