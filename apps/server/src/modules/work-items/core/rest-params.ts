import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import {
  boolParam,
  idParam,
  integerListParam,
  searchParam,
  withArrayParam,
} from '#server/rest/params.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { parseInput } from '#server/rest/rest-plugin.ts';
import type { SortName } from './keyset.ts';
import { isoTime } from './work-items.schema.ts';
import { commaList } from './rest-fields.ts';

/** REST v4 query strings and bodies (GitLab's snake_case names), mapped onto the shared inputs. */

/** `None` or `Any` (either case): GitLab's "has none" and "has some" filter values. */
export const noneAny = z.string().regex(/^(none|any)$/i);

/** `not[labels]` arrives either flat (`not[labels]=x`) or nested (`not: { labels }`). */
export function negated(query: unknown): Record<string, unknown> {
  const q = (query ?? {}) as Record<string, unknown>;
  const nested =
    typeof q.not === 'object' && q.not !== null ? (q.not as Record<string, unknown>) : {};
  const flat = Object.fromEntries(
    Object.entries(q)
      .filter(([k]) => k.startsWith('not[') && k.endsWith(']'))
      .map(([k, v]) => [k.slice(4, -1).replace(/\]\[$|\[\]$/, ''), v]),
  );
  return { ...flat, ...nested };
}

export const epicListQuery = paginationInput.extend({
  author_id: idParam.optional(),
  author_username: z.string().min(1).max(255).optional(),
  labels: commaList.optional(),
  order_by: z
    .enum(['created_at', 'updated_at', 'title', 'start_date', 'end_date', 'due_date'])
    .default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  search: searchParam.optional(),
  state: z.enum(['opened', 'closed', 'all']).default('all'),
  created_after: isoTime.optional(),
  created_before: isoTime.optional(),
  updated_after: isoTime.optional(),
  updated_before: isoTime.optional(),
  include_ancestor_groups: boolParam.default(false),
  include_descendant_groups: boolParam.default(true),
  my_reaction_emoji: z.string().min(1).max(255).optional(),
  confidential: boolParam.optional(),
  iids: integerListParam(1).optional(),
});

export function parseEpicListQuery(query: unknown) {
  const q = parseInput(epicListQuery, withArrayParam(query, 'iids'));
  const not = parseInput(
    z.object({
      labels: commaList.optional(),
      author_id: idParam.optional(),
      author_username: z.string().min(1).max(255).optional(),
      my_reaction_emoji: z.string().min(1).max(255).optional(),
    }),
    negated(query),
  );
  const key = q.order_by === 'due_date' ? 'END_DATE' : q.order_by.toUpperCase();
  return {
    q,
    sort: `${key}_${q.sort.toUpperCase()}` as SortName,
    filters: {
      state: q.state,
      authorId: q.author_id,
      authorUsername: q.author_username,
      labelName: q.labels,
      search: q.search,
      createdAfter: q.created_after,
      createdBefore: q.created_before,
      updatedAfter: q.updated_after,
      updatedBefore: q.updated_before,
      includeAncestorGroups: q.include_ancestor_groups,
      includeDescendantGroups: q.include_descendant_groups,
      myReactionEmoji: q.my_reaction_emoji,
      confidential: q.confidential,
      iids: q.iids,
      not: {
        labelName: not.labels,
        authorId: not.author_id,
        authorUsername: not.author_username,
        myReactionEmoji: not.my_reaction_emoji,
      },
    },
  };
}

export const moveBody = z.object({
  move_before_id: idParam.optional(),
  move_after_id: idParam.optional(),
});

/** A REST path id (`:epic_iid`, `:issue_id`...): not a number = 404, as GitLab answers. */
export function pathId(raw: string | undefined): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export const issueLinkBody = z.object({
  target_project_id: z.union([z.string().min(1).max(1024), z.number().int()]).transform(String),
  target_issue_iid: idParam,
  link_type: z.enum(['relates_to', 'blocks', 'is_blocked_by']).default('relates_to'),
});

export const badInput = (field: string) => badRequest(`${field} is invalid`, field);
