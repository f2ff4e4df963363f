import type { ArgBuilder as PothosArgBuilder } from '@pothos/core';
import { builder } from '#server/graphql/builder.ts';
import { badArgument, parseArgs } from '#server/graphql/args.ts';
import { TimeframeInput } from '#server/graphql/timeframe.ts';
import { z } from 'zod';
import {
  EPIC_SORTS,
  epicFilters,
  iid as iidSchema,
  pageArgs,
  SEARCHABLE_FIELDS,
} from '../core/work-items.schema.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { rememberListTimeframe } from '../core/work-items.loaders.ts';
import { withoutNulls } from '../core/input.ts';
import type { EpicListRequest } from './epics.service.ts';
import type { EpicSort } from '../core/work-items.schema.ts';

// It lives in core/input.ts (the widgets' input slices use it); the surfaces import it from here.
export { withoutNulls };

/** Enums and inputs of the epic list arguments (Group.epics, Epic.children, Epic.ancestors). */

export const EpicStateEnum = builder.enumType('EpicState', {
  description: 'State of an epic',
  values: ['all', 'opened', 'closed'] as const,
});

export const EpicSortEnum = builder.enumType('EpicSort', {
  description: 'Roadmap sort values',
  values: EPIC_SORTS,
});

export const IssuableSearchableFieldEnum = builder.enumType('IssuableSearchableField', {
  description: 'Fields to perform the search in',
  values: SEARCHABLE_FIELDS,
});

export const NegatedEpicFilterInput = builder.inputType('NegatedEpicFilterInput', {
  fields: (t) => ({
    authorUsername: t.string({ description: 'Filter by author username.' }),
    labelName: t.stringList({ description: 'Filter by label name.' }),
    myReactionEmoji: t.string({
      description: 'Filter by reaction emoji applied by the current user.',
    }),
  }),
});

export const UnionedEpicFilterInput = builder.inputType('UnionedEpicFilterInput', {
  fields: (t) => ({
    authorUsernames: t.stringList({ description: 'Filters epics authored by any of the users.' }),
    labelNames: t.stringList({
      description: 'Filters epics that have at least one of the labels.',
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type ArgBuilder = PothosArgBuilder<Types>;

/** The shared argument set; Pothos' connection adds first/last/after/before. */
export function epicArgs(t: ArgBuilder) {
  return {
    state: t({ type: EpicStateEnum, description: 'Filter epics by state.' }),
    sort: t({ type: EpicSortEnum, description: 'List epics by sort order.' }),
    iid: t.id({ description: 'IID of the epic, e.g., "1".' }),
    iids: t.idList({ description: 'List of IIDs of epics, e.g., `[1, 2]`.' }),
    iidStartsWith: t.string({ description: 'Filter epics by IID for autocomplete.' }),
    timeframe: t({
      type: TimeframeInput,
      description: 'List items overlapping the given timeframe.',
    }),
    unscheduled: t.boolean({
      description:
        'Only epics with neither a start nor a due date (the roadmap tray); not with `timeframe`.',
    }),
    labelName: t.stringList({ description: 'Filter epics by labels (all must match).' }),
    authorUsername: t.string({ description: 'Filter epics by author.' }),
    milestoneTitle: t.string({ description: 'Filter epics by milestone title of their issues.' }),
    myReactionEmoji: t.string({
      description: 'Filter by reaction emoji applied by the current user.',
    }),
    confidential: t.boolean({ description: 'Filter epics by given confidentiality.' }),
    search: t.string({ description: 'Search query for title or description.' }),
    in: t({
      type: [IssuableSearchableFieldEnum],
      description: 'Specify the fields to perform the search in (default: both).',
    }),
    not: t({ type: NegatedEpicFilterInput, description: 'Negated epic arguments.' }),
    or: t({
      type: UnionedEpicFilterInput,
      description: 'List of arguments with inclusive OR.',
    }),
    includeDescendantGroups: t.boolean({
      description: 'Include epics from descendant groups (default true).',
    }),
    includeAncestorGroups: t.boolean({ description: 'Include epics from ancestor groups.' }),
    topLevelHierarchyOnly: t.boolean({ description: 'Filter epics that have no parent epic.' }),
    createdAfter: t({ type: 'Time', description: 'Epics created after this date.' }),
    createdBefore: t({ type: 'Time', description: 'Epics created before this date.' }),
    updatedAfter: t({ type: 'Time', description: 'Epics updated after this date.' }),
    updatedBefore: t({ type: 'Time', description: 'Epics updated before this date.' }),
  };
}

/** Validated list arguments: a GraphQL error naming the argument on bad input. */
export function parseEpicListArgs(args: Record<string, unknown>): EpicListRequest {
  const { first, last, after, before, sort, ...rest } = args;
  const filters = parseArgs(epicFilters, withoutNulls(rest));
  // An undated epic overlaps no timeframe: asking for both is a mistake, not an empty list.
  if (filters.unscheduled && filters.timeframe) {
    throw badArgument('unscheduled', 'cannot be combined with timeframe');
  }
  return {
    filters,
    sort: (sort ?? undefined) as EpicSort | undefined,
    page: parseArgs(pageArgs, withoutNulls({ first, last, after, before })),
  };
}

/** An epic list field: parses its arguments, lists, and remembers the timeframe of each row. */
export async function listEpicsWith<P extends { edges: readonly { node: WorkItemRow }[] }>(
  ctx: RequestContext,
  args: Record<string, unknown>,
  list: (request: EpicListRequest) => Promise<P>,
): Promise<P> {
  const request = parseEpicListArgs(args);
  return rememberListTimeframe(ctx, await list(request), request.filters.timeframe);
}

/** Whether any filter argument was given (ancestors use the batched path when none was). */
export const hasFilterArgs = (args: Record<string, unknown>) =>
  Object.entries(args).some(
    ([k, v]) => v !== null && v !== undefined && !['first', 'last', 'after', 'before'].includes(k),
  );

/** An iid argument (GraphQL ID/String), validated with the argument's name in the error. */
export function parseIid(value: unknown, argument = 'iid'): number {
  return parseArgs(z.object({ [argument]: iidSchema }), { [argument]: value })[argument] as number;
}
