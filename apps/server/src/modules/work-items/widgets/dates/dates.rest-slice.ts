import { boolParam, isoDateParam } from '#server/rest/params.ts';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';

/** REST `due_date` of an issue. */
export const issueDatesRest = restSlice({
  body: { due_date: isoDateParam.nullish() },
  input: (b) => ({ dueDate: b.due_date }),
  json: (_ctx, item) => ({ due_date: item.dueDate }),
});

/** REST fixed dates of an epic: a date and whether it is fixed, for each end. */
export const epicDatesRest = restSlice({
  body: {
    start_date_is_fixed: boolParam.nullish(),
    start_date_fixed: isoDateParam.nullish(),
    due_date_is_fixed: boolParam.nullish(),
    due_date_fixed: isoDateParam.nullish(),
  },
  input: (b) => ({
    startDateIsFixed: b.start_date_is_fixed,
    startDateFixed: b.start_date_fixed,
    dueDateIsFixed: b.due_date_is_fixed,
    dueDateFixed: b.due_date_fixed,
  }),
  json: (_ctx, e) => ({
    start_date: e.startDate,
    start_date_is_fixed: e.startDateIsFixed,
    start_date_fixed: e.startDateFixed,
    start_date_from_milestones: e.startDateFromInherited,
    start_date_from_inherited_source: e.startDateFromInherited,
    end_date: e.dueDate,
    due_date: e.dueDate,
    due_date_is_fixed: e.dueDateIsFixed,
    due_date_fixed: e.dueDateFixed,
    due_date_from_milestones: e.dueDateFromInherited,
    due_date_from_inherited_source: e.dueDateFromInherited,
  }),
});
