import { z } from 'zod';
import { isCalendarDate } from '../lib/dates.ts';

/**
 * Booleans as GitLab clients send them: JSON booleans or the strings true/false/1/0, in any
 * case (python-gitlab sends Python's `True`/`False`; GitLab's Grape accepts them).
 */
export const boolParam = z
  .union([z.boolean(), z.string().refine((v) => /^(?:true|false|1|0)$/i.test(v), 'is invalid')])
  .transform((v) => v === true || (typeof v === 'string' && /^(?:true|1)$/i.test(v)));

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export const isoDateParam = z
  .string()
  .refine(isCalendarDate, 'must be a date in YYYY-MM-DD format');

/** An ISO 8601 date-time with an offset, in PostgreSQL's range (no year 0000). */
export const isoDateTimeParam = z.iso
  .datetime({ offset: true })
  .refine((value) => isCalendarDate(value.slice(0, 10)), 'must be an ISO 8601 time');

export const MAX_INT = 2_147_483_647;

/**
 * An integer as GitLab clients send it: a JSON number or a string of digits. Booleans, arrays
 * and other strings are not numbers (`z.coerce` would read `true` as 1 and `["5"]` as 5).
 */
export const integerParam = (min: number, max = MAX_INT) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/**
 * GitLab's comma lists (`labels`, `add_labels`, `remove_labels`): a string split on commas, or a
 * list whose every element is split too (`labels[]=a,b&labels[]=c` is a, b, c), whatever the
 * content type; blanks are dropped. At most 100 names of at most 255 characters.
 */
export const commaListParam = z
  .union([z.string().max(10_000), z.array(z.string().max(10_000)).max(100)])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length <= 100 && list.every((s) => s.length <= 255), 'is invalid');

/**
 * GitLab's `Array[Integer]` parameters as its Grape coercion reads them: a list, a single
 * number, or a comma-separated string (`"4"`, `"1,2"`), each element split on commas too; an
 * empty string is an empty list. Every element must then be an integer in range, or the
 * parameter `is invalid`.
 */
export const integerListParam = (min: number, max = MAX_INT) =>
  z.preprocess(
    (v) => {
      const items = Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? [v] : v;
      if (!Array.isArray(items)) return items;
      return items.flatMap((item: unknown) =>
        typeof item === 'string' ? item.split(',').filter((s) => s.trim() !== '') : [item],
      );
    },
    z.array(integerParam(min, max)).max(100),
  );

/** A database id (PostgreSQL integer). */
export const idParam = integerParam(1);

/** A search string (GitLab ignores empty ones). */
export const searchParam = z.string().max(255);

/**
 * A repeated query parameter (`iids[]=1&iids[]=2`, `iids=1`) as a list, whichever spelling the
 * client used. Merge it into the query before parsing.
 */
export function withArrayParam(query: unknown, name: string): Record<string, unknown> {
  const q = { ...(query as Record<string, unknown> | undefined) };
  const raw = q[`${name}[]`] ?? q[name];
  delete q[`${name}[]`];
  if (raw !== undefined) q[name] = Array.isArray(raw) ? raw : [raw];
  return q;
}

/**
 * A request body with the repeated form fields (`assignee_ids[]=1&assignee_ids[]=2`) of a
 * form-encoded request as lists. JSON bodies are left alone: there a scalar where a list is
 * expected stays an error.
 */
export function formBody(
  req: { body: unknown; headers: Record<string, string | string[] | undefined> },
  ...lists: string[]
): unknown {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) return req.body;
  return lists.reduce<unknown>((body, name) => withArrayParam(body, name), req.body);
}

/** A GitLab access level: guest (10), planner (15), reporter (20), developer, maintainer, owner. */
export const accessLevelParam = integerParam(0).refine(
  (v) => [10, 15, 20, 30, 40, 50].includes(v),
  'is not a valid access level',
);
