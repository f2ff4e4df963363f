/** The time-tracking widget's input keys and change kinds, declared into the shared contract. */

/** A time entry to log: seconds (negative subtracts), GitLab's summary and spent-at date. */
export interface TimeSpentInput {
  seconds: number;
  summary?: string | null;
  /** When the time was spent; the write's time when absent. */
  spentAt?: Date | null;
  /** The comment whose `/spend` logged it (GitLab's `timelogs.note_id`). */
  noteId?: number | null;
}

/** One time entry change, with its duration already written in the instance's units. */
interface TimeEntryChange {
  seconds: number;
  /** `YYYY-MM-DD` of the entry's spent-at time. */
  spentAt: string;
  human: string;
}

declare module '../../core/input.ts' {
  interface WidgetInputs {
    /** Seconds; null or 0 removes the estimate. */
    timeEstimate: number | null;
    /** A time entry to log, or `reset` to delete every entry of the item. */
    timeSpent: TimeSpentInput | 'reset';
    /** A time entry (timelog id) to delete (GraphQL `timelogDelete`). */
    timelogDeleteId: number;
  }
}

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    /** Seconds (0: none); `human` is the new estimate as GitLab writes it. */
    timeEstimate: { from: number; to: number; human: string };
    timeSpent: TimeEntryChange;
    timeSpentReset: Record<never, never>;
    timelogDeleted: TimeEntryChange;
  }
}

export const TIME_TRACKING_INPUT_KEYS = ['timeEstimate', 'timeSpent', 'timelogDeleteId'] as const;
