import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import {
  boolParam,
  integerListParam,
  isoDateParam,
  isoDateTimeParam,
  searchParam,
} from '#server/rest/params.ts';

export const MILESTONE_SORTS = [
  'CREATED_ASC',
  'CREATED_DESC',
  'DUE_DATE_ASC',
  'DUE_DATE_DESC',
  'EXPIRED_LAST_DUE_DATE_ASC',
  'EXPIRED_LAST_DUE_DATE_DESC',
  'UPDATED_ASC',
  'UPDATED_DESC',
] as const;
export type MilestoneSort = (typeof MILESTONE_SORTS)[number];

/** A date that may be cleared: '' and null both mean "no date". */
const clearableDate = z
  .union([isoDateParam, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));

export const milestoneListQuery = paginationInput
  .extend({
    state: z.enum(['active', 'closed']).optional(),
    title: z.string().max(255).optional(),
    search: searchParam.optional(),
    search_title: searchParam.optional(),
    include_ancestors: boolParam.optional(),
    include_parent_milestones: boolParam.optional(),
    include_descendants: boolParam.optional(),
    iids: integerListParam(1).optional(),
    start_date: isoDateParam.optional(),
    end_date: isoDateParam.optional(),
    updated_before: isoDateTimeParam.optional(),
    updated_after: isoDateTimeParam.optional(),
  })
  .refine((q) => (q.start_date === undefined) === (q.end_date === undefined), {
    path: ['end_date'],
    message: 'start_date and end_date must be given together',
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ['end_date'],
    message: 'end_date must not be before start_date',
  });
export type MilestoneListQuery = z.infer<typeof milestoneListQuery>;

const title = z.string().trim().min(1).max(255);
const description = z.string().max(100_000);

export const createMilestoneBody = z.object({
  title,
  description: description.optional(),
  start_date: clearableDate,
  due_date: clearableDate,
});
export type CreateMilestoneInput = z.infer<typeof createMilestoneBody>;

export const updateMilestoneBody = z.object({
  title: title.optional(),
  description: description.nullish(),
  start_date: clearableDate,
  due_date: clearableDate,
  state_event: z.enum(['close', 'activate']).optional(),
});
export type UpdateMilestoneInput = z.infer<typeof updateMilestoneBody>;

/** GitLab's group milestones.json web endpoint. */
export const milestonesWebQuery = z.object({
  search: searchParam.optional(),
  search_title: searchParam.optional(),
  state: z.enum(['active', 'closed', 'all', 'opened']).optional(),
});

/** GraphQL arguments of Group.milestones / Project.milestones. */
export const milestoneArgs = z
  .object({
    searchTitle: z.string().max(255).nullish(),
    title: z.string().max(255).nullish(),
    ids: z.array(z.string().max(100)).max(100).nullish(),
    timeframe: z
      .object({ start: z.string(), end: z.string() })
      .refine((t) => t.start <= t.end, { message: 'start must not be after end', path: ['start'] })
      .nullish(),
    containingDate: z.string().nullish(),
  })
  .refine((a) => !(a.timeframe && a.containingDate), {
    path: ['containingDate'],
    message: 'Only one of [containingDate, timeframe] arguments is allowed at the same time.',
  });
