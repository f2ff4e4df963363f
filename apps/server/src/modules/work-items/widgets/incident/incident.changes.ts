/** The incident widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    severity: { from: string; to: string };
    escalationStatus: { from: string | null; to: string };
    escalationPolicy: { from: number | null; to: number | null; name: string | null };
  }
}

export {};
