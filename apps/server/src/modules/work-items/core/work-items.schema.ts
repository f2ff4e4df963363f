import { z } from 'zod';
import { isCalendarDate } from '#server/lib/dates.ts';
import { integerParam } from '#server/rest/params.ts';

/** Zod inputs shared by REST and GraphQL (one schema per input, architecture.md). */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDate = z.string().refine((value) => {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}, 'must be a date in YYYY-MM-DD format');

/** A point in time: a Date (GraphQL's Time scalar) or an ISO 8601 string (REST). */
export const isoTime = z.union([
  z.date(),
  z
    .string()
    .max(64)
    .transform((value, ctx) => {
      const d = new Date(value);
      // Year 0000 parses in JavaScript but PostgreSQL refuses it: reject it here, not with a 500.
      if (
        !/^\d{4}-\d{2}-\d{2}/.test(value) ||
        !isCalendarDate(value.slice(0, 10)) ||
        Number.isNaN(d.getTime())
      ) {
        ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 time' });
        return z.NEVER;
      }
      return d;
    }),
]);

export const MAX_INT = 2_147_483_647;
/** An iid (GraphQL `ID`/`String`, REST integer): a positive 32-bit integer. */
export const iid = integerParam(1);
/** A database id: a number or a string of digits (GraphQL `ID`), never `true` or `[5]`. */
export const dbId = integerParam(1);

export const title = z
  .string()
  .trim()
  .min(1, 'can\u2019t be blank')
  .max(255, 'is too long (maximum is 255 characters)');
/** Markdown descriptions: rendering costs grow with size (docs/decisions/0001-foundation.md). */
export const MAX_DESCRIPTION = 100_000;
export const description = z
  .string()
  .max(MAX_DESCRIPTION, 'is too long (maximum is 100000 characters)');
export const color = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a valid color code')
  .transform((c) =>
    (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c).toLowerCase(),
  );
const name = z.string().min(1).max(255);
export const names = z.array(name).max(100);

export const EPIC_SORTS = [
  'CREATED_AT_ASC',
  'CREATED_AT_DESC',
  'END_DATE_ASC',
  'END_DATE_DESC',
  'START_DATE_ASC',
  'START_DATE_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'UPDATED_AT_ASC',
  'UPDATED_AT_DESC',
] as const;
export type EpicSort = (typeof EPIC_SORTS)[number];

export const timeframe = z
  .object({ start: isoDate, end: isoDate })
  .refine((t) => t.start <= t.end, { message: 'start must not be after end', path: ['start'] });
export type Timeframe = z.infer<typeof timeframe>;

export const SEARCHABLE_FIELDS = ['TITLE', 'DESCRIPTION'] as const;

/** Filters of `Group.epics`, `Epic.children`, `Epic.ancestors` and `GET /groups/:id/epics`. */
export const epicFilters = z.object({
  state: z.enum(['all', 'opened', 'closed']).default('all'),
  iid: iid.optional(),
  iids: z.array(iid).max(100).optional(),
  iidStartsWith: z
    .string()
    .regex(/^\d{1,10}$/, 'must be digits')
    .optional(),
  timeframe: timeframe.optional(),
  unscheduled: z.boolean().default(false),
  labelName: names.optional(),
  authorUsername: name.optional(),
  authorId: dbId.optional(),
  milestoneTitle: name.optional(),
  myReactionEmoji: name.optional(),
  confidential: z.boolean().optional(),
  search: z.string().max(255).optional(),
  in: z.array(z.enum(SEARCHABLE_FIELDS)).max(2).optional(),
  not: z
    .object({
      authorUsername: name.optional(),
      authorId: dbId.optional(),
      labelName: names.optional(),
      myReactionEmoji: name.optional(),
    })
    .optional(),
  or: z.object({ authorUsernames: names.optional(), labelNames: names.optional() }).optional(),
  includeDescendantGroups: z.boolean().default(true),
  includeAncestorGroups: z.boolean().default(false),
  topLevelHierarchyOnly: z.boolean().default(false),
  createdAfter: isoTime.optional(),
  createdBefore: isoTime.optional(),
  updatedAfter: isoTime.optional(),
  updatedBefore: isoTime.optional(),
});
export type EpicFilters = z.infer<typeof epicFilters>;

/** Relay paging arguments: `first`/`last` up to 100, opaque cursors. */
export const pageArgs = z.object({
  first: z.number().int().min(0).max(100, 'must be at most 100').nullish(),
  last: z.number().int().min(0).max(100, 'must be at most 100').nullish(),
  after: z.string().max(1000).nullish(),
  before: z.string().max(1000).nullish(),
});
export type PageArgs = z.infer<typeof pageArgs>;

export const labelIds = z.array(dbId).max(100);

/** The lock_version a writer read; a different current one refuses the write (409). */
export const lockVersion = z.number().int().min(0).max(2_147_483_647);

export const LINK_TYPES = ['relates_to', 'blocks', 'is_blocked_by'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const linkType = z.enum(LINK_TYPES);

export const relativePosition = z.enum(['before', 'after']);
