// The filter part of a page's query string, read and written in one place so the roadmap and the
// epics list (composed in app/) interpret the same URL the same way.
import type { EpicsFilterArguments } from './api-filters.ts';
import { hasContradictoryAuthors, toEpicsFilterArguments } from './api-filters.ts';
import type { FilterBarToken } from './filter-token.ts';
import type { SearchInField } from './search-terms.ts';
import type { UrlParseContext } from './url-params.ts';
import { parseFilterQuery, serializeFilterQuery, withFilterParams } from './url-params.ts';

/** Paging parameters that stop making sense once the filters change. */
export const PAGING_PARAMS: readonly string[] = ['page', 'next', 'prev'];

export type FilterSearch = {
  tokens: FilterBarToken[];
  searchIn: SearchInField[];
  /** Arguments of Group.epics / Epic.children. */
  arguments: EpicsFilterArguments;
  /** True when at least one filter or search term is applied. */
  hasFilters: boolean;
  /** True when the filters can match no epic (two different required authors): skip the request. */
  matchesNothing: boolean;
};

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

export function readFilterSearch(
  search: string | URLSearchParams,
  context: Partial<UrlParseContext> = {},
): FilterSearch {
  const { tokens, searchIn } = parseFilterQuery(toParams(search), {
    signedIn: context.signedIn ?? false,
    customFieldsEnabled: context.customFieldsEnabled ?? false,
  });
  return {
    tokens,
    searchIn,
    arguments: toEpicsFilterArguments(tokens, { searchIn }),
    hasFilters: tokens.length > 0,
    matchesNothing: hasContradictoryAuthors(tokens),
  };
}

/**
 * The query string with its filters replaced by `tokens` (the `in` value kept), the sort set when
 * given, and the paging parameters dropped. Other parameters keep their place.
 */
export function writeFilterSearch(
  search: string | URLSearchParams,
  tokens: readonly FilterBarToken[],
  options: { searchIn?: readonly SearchInField[]; sort?: string } = {},
): URLSearchParams {
  const current = toParams(search);
  const next = withFilterParams(
    current,
    serializeFilterQuery({ tokens, searchIn: options.searchIn }),
  );
  for (const key of PAGING_PARAMS) next.delete(key);
  if (options.sort !== undefined) next.set('sort', options.sort);
  return next;
}
