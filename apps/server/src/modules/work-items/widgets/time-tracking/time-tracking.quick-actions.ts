import { refused } from '#server/lib/errors.ts';
import type {
  QuickAction,
  QuickActionContext,
} from '#server/modules/work-items/quick-actions/quick-action.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { configuredUnits } from './units.ts';
import './time-tracking.types.ts';

/**
 * GitLab's time-tracking quick actions: `/estimate`, `/remove_estimate`, `/spend` (a duration,
 * negative to subtract, and an optional `YYYY-MM-DD` date), `/remove_time_spent`. A `/spend` in a
 * saved comment logs its entry against that comment (GitLab's `timelogs.note_id`).
 */

const estimateOf = (argument: string) => {
  const seconds = parseDuration(argument, configuredUnits());
  if (seconds === null || seconds < 0) throw refused(400, 'Could not apply estimate command.');
  return seconds;
};

const DATE = /^(\d{4}-\d{2}-\d{2})$/;

/** `/spend 1h 30m 2026-12-01`: the duration, then the date it was spent on (noon UTC). */
function spendOf(argument: string) {
  const words = argument.trim().split(/\s+/);
  const date = DATE.test(words.at(-1) ?? '') ? words.pop()! : null;
  const seconds = parseDuration(words.join(' '), configuredUnits());
  const spentAt = date ? new Date(`${date}T12:00:00.000Z`) : null;
  if (!seconds || (spentAt && Number.isNaN(spentAt.getTime()))) {
    throw refused(400, 'Could not apply spend command.');
  }
  return { seconds, spentAt, date };
}

const human = (seconds: number) => formatDuration(Math.abs(seconds), configuredUnits());

/**
 * GitLab's `spend_time` entry of `commands_changes`: the seconds (or `reset`), the user, and for
 * an entry when it was spent (the command's `YYYY-MM-DD`, else the write's time) and its category
 * (none here).
 */
const spendTime = (
  context: QuickActionContext,
  entry: { seconds: number; date: string | null },
) => ({
  spend_time: {
    duration: entry.seconds,
    user_id: context.userId ?? null,
    spent_at: entry.date ?? context.now?.toISOString() ?? null,
    category: null,
  },
});

export const timeTrackingQuickActions: readonly QuickAction[] = [
  {
    names: ['estimate', 'estimate_time'],
    input: (argument) => ({ timeEstimate: estimateOf(argument) }),
    explain: (argument) => {
      const seconds = estimateOf(argument);
      return seconds ? `Set time estimate to ${human(seconds)}.` : 'Removed time estimate.';
    },
    changes: (argument) => ({ time_estimate: estimateOf(argument) }),
  },
  {
    names: ['remove_estimate', 'remove_time_estimate'],
    input: () => ({ timeEstimate: null }),
    explain: () => 'Removed time estimate.',
    changes: () => ({ time_estimate: 0 }),
  },
  {
    names: ['spend', 'spent', 'spend_time'],
    input: (argument, context) => {
      const { seconds, spentAt } = spendOf(argument);
      return {
        timeSpent: context.noteId
          ? { seconds, spentAt, noteId: context.noteId }
          : { seconds, spentAt },
      };
    },
    explain: (argument) => {
      const { seconds } = spendOf(argument);
      return `${seconds < 0 ? 'Subtracted' : 'Added'} ${human(seconds)} spent time.`;
    },
    changes: (argument, context) => spendTime(context, spendOf(argument)),
  },
  {
    names: ['remove_time_spent'],
    input: () => ({ timeSpent: 'reset' as const }),
    explain: () => 'Removed spent time.',
    changes: (_argument, context) => ({
      spend_time: { duration: 'reset', user_id: context.userId ?? null },
    }),
  },
];
