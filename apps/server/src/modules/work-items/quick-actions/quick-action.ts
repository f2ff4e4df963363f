import type { WorkItemInput } from '../core/input.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * Where a command runs: the item's type, who runs it and, for a comment that is saved, the
 * comment (a `/spend` links its time entry to it, GitLab's `timelogs.note_id`).
 */
export interface QuickActionContext {
  readonly type: WorkItemRow['type'];
  readonly userId?: number;
  readonly noteId?: number | null;
  /** The write's time (GitLab's `spent_at` of a `/spend` without a date). */
  readonly now?: Date;
}

/**
 * One quick action (`/estimate 3h`) a widget offers in descriptions and comments. The engine
 * (quick-actions/) finds the command lines, asks each action for its widget input and runs them
 * as one write through the pipeline.
 */
export interface QuickAction {
  /** The command and its aliases, without the slash (`['estimate', 'estimate_time']`); the first is its name. */
  readonly names: readonly string[];
  /** The item types it applies to; absent: every type whose widgets include it. */
  readonly types?: readonly WorkItemRow['type'][];
  /** The widget input the command means; throws `refused(400, …)` on a bad argument. */
  input(argument: string, context: QuickActionContext): WorkItemInput;
  /** GitLab's confirmation of the applied command ("Set time estimate to 3h."). */
  explain(argument: string, context: QuickActionContext): string;
  /**
   * The command's entries in GitLab's `commands_changes` (its `update_params`: `time_estimate`,
   * `spend_time`); absent: its input's keys in snake_case.
   */
  changes?(argument: string, context: QuickActionContext): Record<string, unknown>;
}
