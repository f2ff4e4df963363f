import { keepNulls, type InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `dueDate` on issue create and update; null removes the due date. */
export const issueDatesInput: InputSlice = {
  fields: (t) => ({ dueDate: t.field({ type: 'Date' }) }),
  decode: (input, out) => keepNulls(input, out, 'dueDate'),
};

/**
 * GraphQL fixed start and due dates on epic create and update, and whether each is fixed (or
 * inherited from the children); on update an explicit null clears a fixed date.
 */
export const epicDatesInput: InputSlice = {
  fields: (t) => ({
    startDateFixed: t.string({ description: 'Start date of the epic (YYYY-MM-DD).' }),
    dueDateFixed: t.string({ description: 'End date of the epic (YYYY-MM-DD).' }),
    startDateIsFixed: t.boolean(),
    dueDateIsFixed: t.boolean(),
  }),
  decode: (input, out, write) => {
    if (write === 'update') keepNulls(input, out, 'startDateFixed', 'dueDateFixed');
  },
};
