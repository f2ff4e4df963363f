// URL query string <-> filter tokens (docs/decisions/0005-filtered-search.md, 'URL').
//
// Choices of our own:
// - Token order follows the order of the parameters, and serialising follows the token order, so
//   a list of filter tokens survives tokens -> URL -> tokens unchanged. All free text goes into one
//   `search` parameter written after the filters (and `in` after it); parsing puts the search
//   terms after the filter tokens.
// - Repeatable tokens may repeat any of their keys, including the single-valued ones
//   (`author_username`, `not[author_username]`): every value is kept. See api-filters.ts for how
//   several values of a single-valued API argument are handled.
// - Both directions apply normalizeFilterTokens (normalize-tokens.ts): first occurrence of a unique
//   type, no duplicates, no empty or invalid values. So URL -> tokens -> URL is stable.
// - `my_reaction_emoji` is dropped for a signed-out user and `custom-field[<id>]` entries when the
//   custom-fields feature is off.
import type { FilterBarToken, FilterOperator, FilterToken } from './filter-token.ts';
import { filterToken, isFilterToken } from './filter-token.ts';
import { normalizeFilterTokens } from './normalize-tokens.ts';
import type { SearchInField } from './search-terms.ts';
import {
  parseSearchIn,
  searchTermTokensFromText,
  searchTermsOf,
  joinSearchTerms,
  serializeSearchIn,
} from './search-terms.ts';
import {
  TOKEN_TYPE_AUTHOR,
  TOKEN_TYPE_CONFIDENTIAL,
  TOKEN_TYPE_EPIC,
  TOKEN_TYPE_GROUP,
  TOKEN_TYPE_LABEL,
  TOKEN_TYPE_MILESTONE,
  TOKEN_TYPE_MY_REACTION,
  customFieldIdFromTokenType,
} from './token-types.ts';

export const PARAM_SEARCH = 'search';
export const PARAM_IN = 'in';

/** The URL key of each token type and operator. */
export const TOKEN_URL_KEYS: Readonly<Record<string, Partial<Record<FilterOperator, string>>>> = {
  [TOKEN_TYPE_AUTHOR]: {
    '=': 'author_username',
    '!=': 'not[author_username]',
    '||': 'or[author_username][]',
  },
  [TOKEN_TYPE_LABEL]: {
    '=': 'label_name[]',
    '!=': 'not[label_name][]',
    '||': 'or[label_name][]',
  },
  [TOKEN_TYPE_MILESTONE]: { '=': 'milestone_title' },
  [TOKEN_TYPE_CONFIDENTIAL]: { '=': 'confidential' },
  [TOKEN_TYPE_MY_REACTION]: { '=': 'my_reaction_emoji', '!=': 'not[my_reaction_emoji]' },
  [TOKEN_TYPE_EPIC]: { '=': 'epic_iid' },
  [TOKEN_TYPE_GROUP]: { '=': 'group_path' },
};

type KeyTarget = { type: string; operator: FilterOperator };

const KEY_TARGETS: ReadonlyMap<string, KeyTarget> = new Map(
  Object.entries(TOKEN_URL_KEYS).flatMap(([type, keys]) =>
    Object.entries(keys).map(([operator, key]) => [key, { type, operator } as KeyTarget] as const),
  ),
);

export type FilterQuery = { tokens: FilterBarToken[]; searchIn: SearchInField[] };

export type UrlParseContext = { signedIn: boolean; customFieldsEnabled: boolean };

/** The URL key of a token, or null when the token has no URL form. */
export function urlKeyFor(token: FilterToken): string | null {
  if (customFieldIdFromTokenType(token.type) !== null) {
    return token.value.operator === '=' ? token.type : null;
  }
  return TOKEN_URL_KEYS[token.type]?.[token.value.operator] ?? null;
}

/** True for every key this module reads or writes. */
export function isFilterParamKey(key: string): boolean {
  return (
    KEY_TARGETS.has(key) ||
    key === PARAM_SEARCH ||
    key === PARAM_IN ||
    customFieldIdFromTokenType(key) !== null
  );
}

export function parseFilterQuery(params: URLSearchParams, context: UrlParseContext): FilterQuery {
  const candidates: FilterToken[] = [];
  const searchTexts: string[] = [];
  const searchIn = new Set<SearchInField>();
  for (const [key, value] of params) {
    if (key === PARAM_SEARCH) {
      searchTexts.push(value);
      continue;
    }
    if (key === PARAM_IN) {
      for (const field of parseSearchIn(value)) searchIn.add(field);
      continue;
    }
    let target = KEY_TARGETS.get(key);
    if (!target && context.customFieldsEnabled && customFieldIdFromTokenType(key) !== null) {
      target = { type: key, operator: '=' };
    }
    if (!target) continue;
    if (target.type === TOKEN_TYPE_MY_REACTION && !context.signedIn) continue;
    candidates.push(filterToken(target.type, value, target.operator));
  }
  const searchTokens = searchTermTokensFromText(searchTexts.join(' '));
  return {
    tokens: [...normalizeFilterTokens(candidates), ...searchTokens],
    searchIn: parseSearchIn([...searchIn].join(',')),
  };
}

export function serializeFilterQuery(query: {
  tokens: readonly FilterBarToken[];
  searchIn?: readonly SearchInField[];
}): [string, string][] {
  const pairs: [string, string][] = [];
  const writable = query.tokens.filter(isFilterToken).filter((token) => urlKeyFor(token) !== null);
  for (const token of normalizeFilterTokens(writable)) {
    const key = urlKeyFor(token);
    if (key !== null) pairs.push([key, token.value.data]);
  }
  const search = joinSearchTerms(searchTermsOf(query.tokens));
  if (search !== '') pairs.push([PARAM_SEARCH, search]);
  const searchIn = serializeSearchIn(query.searchIn ?? []);
  if (searchIn !== '') pairs.push([PARAM_IN, searchIn]);
  return pairs;
}

/**
 * A copy of `current` with every filter parameter replaced by `pairs`: other parameters (state,
 * sort, layout, progress, scope, utf8...) keep their place and the filters follow them.
 */
export function withFilterParams(
  current: URLSearchParams,
  pairs: readonly (readonly [string, string])[],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!isFilterParamKey(key)) next.append(key, value);
  }
  for (const [key, value] of pairs) next.append(key, value);
  return next;
}
