import type { WorkItemInput } from '../core/input.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * One quick action (`/estimate 3h`) a widget offers in descriptions and comments. The engine
 * (quick-actions/) finds the command lines, asks each action for its widget input and runs them
 * as one write through the pipeline.
 */
export interface QuickAction {
  /** The command and its aliases, without the slash (`['estimate', 'estimate_time']`). */
  readonly names: readonly string[];
  /** The item types it applies to; absent: every type whose widgets include it. */
  readonly types?: readonly WorkItemRow['type'][];
  /** The widget input the command means; throws `refused(400, …)` on a bad argument. */
  input(argument: string, item: WorkItemRow): WorkItemInput;
  /** GitLab's confirmation of the applied command ("Set time estimate to 3h."). */
  explain(argument: string, item: WorkItemRow): string;
}
