import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { ItemPatch, Widget, WidgetOutcome } from '#server/modules/work-items/core/widget.ts';
import type { WorkItemInput } from '#server/modules/work-items/core/input.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { epicDatesRest, issueDatesRest } from './dates.rest-slice.ts';
import { epicDatesInput, issueDatesInput } from './dates.input.ts';
import { datesNotes } from './dates.notes.ts';

const DATE_FIELDS = ['startDate', 'dueDate'] as const;

/** Whether the write moves an effective date (an epic's fixed-date flag can, its date unchanged). */
const datesMoved = (before: WorkItemRow | null, patch: ItemPatch) =>
  DATE_FIELDS.some(
    (f) => f in patch && (patch[f] ?? null) !== (before ? (before[f] ?? null) : null),
  );

/** A fixed date given without its flag turns the flag on; clearing it (null) turns it off. */
function fixedDate(
  date: string | null | undefined,
  flag: boolean | null | undefined,
  current: { date: string | null; flag: boolean },
) {
  const nextDate = date === undefined ? current.date : date;
  let nextFlag = flag ?? current.flag;
  if (flag == null && date !== undefined) nextFlag = date !== null;
  return { date: nextDate, flag: nextFlag };
}

/**
 * An epic's start and due dates: each fixed (its own value) or inherited (from its children and
 * their milestones). The effective date is written here; the roll-up recomputes inherited ones.
 */
function epicDates(item: WorkItemRow, input: WorkItemInput): WidgetOutcome | null {
  const patch: ItemPatch = {};
  const changes: ActivityChange[] = [];
  const sides = [
    ['startDate', input.startDateFixed, input.startDateIsFixed, 'start'],
    ['dueDate', input.dueDateFixed, input.dueDateIsFixed, 'due'],
  ] as const;
  for (const [field, date, flag, side] of sides) {
    const current = { date: item[`${side}DateFixed`], flag: item[`${side}DateIsFixed`] };
    const next = fixedDate(date, flag, current);
    if (next.date === current.date && next.flag === current.flag) continue;
    Object.assign(patch, {
      [`${side}DateFixed`]: next.date,
      [`${side}DateIsFixed`]: next.flag,
      [field]: next.flag ? next.date : item[`${side}DateFromInherited`],
    });
    changes.push({ kind: 'date', field, from: current.date, to: next.date, fixed: next.flag });
  }
  return changes.length ? { patch, changes, rollups: [item.id] } : null;
}

/** Dates: an issue's due date; an epic's fixed or inherited start and due dates. */
export const datesWidget: Widget = {
  name: 'dates',
  inputKeys: ['dueDate', 'startDateFixed', 'startDateIsFixed', 'dueDateFixed', 'dueDateIsFixed'],
  rest: { epic: epicDatesRest, issue: issueDatesRest },
  graphqlInput: { epic: epicDatesInput, issue: issueDatesInput },
  notes: datesNotes,
  // `dates` follows the effective dates, not the fixed ones a date change names.
  liveKinds: (change, before, patch) =>
    change.kind === 'date' && datesMoved(before, patch) ? ['dates'] : [],
  async apply({ item }, input) {
    if (item.type === 'epic') return epicDates(item, input);
    if (input.dueDate === undefined || input.dueDate === item.dueDate) return null;
    return {
      patch: { dueDate: input.dueDate },
      changes: [{ kind: 'date', field: 'dueDate', from: item.dueDate, to: input.dueDate }],
    };
  },
};
