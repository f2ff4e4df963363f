/** The dates widget's change kinds, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    date: {
      field: 'startDate' | 'dueDate';
      from: string | null;
      to: string | null;
      /** Epics: whether the date is now fixed (true) or inherited (false); absent for issues. */
      fixed?: boolean;
    };
  }
}

export {};
