// The token model of the filter bar (GitLab's filtered-search shape, so a UI can be built on it).
// A filter token carries its type, an operator and its data; free text is held in search-term
// tokens, one term per token (already unquoted: see search-terms.ts).

export type FilterOperator = '=' | '!=' | '||';

export const OPERATOR_IS = '=' as const;
export const OPERATOR_NOT = '!=' as const;
export const OPERATOR_OR = '||' as const;

/** Every operator, in the order the operator dropdown lists them. */
export const ALL_OPERATORS: readonly FilterOperator[] = [OPERATOR_IS, OPERATOR_NOT, OPERATOR_OR];

/** Dropdown descriptions of the operators. */
export const OPERATOR_DESCRIPTIONS: Readonly<Record<FilterOperator, string>> = {
  '=': 'is',
  '!=': 'is not',
  '||': 'is one of',
};

export const FILTERED_SEARCH_TERM = 'filtered-search-term' as const;

export type FilterToken = {
  type: string;
  value: { data: string; operator: FilterOperator };
};

export type SearchTermToken = {
  type: typeof FILTERED_SEARCH_TERM;
  value: { data: string };
};

export type FilterBarToken = FilterToken | SearchTermToken;

export function isFilterOperator(value: unknown): value is FilterOperator {
  return value === OPERATOR_IS || value === OPERATOR_NOT || value === OPERATOR_OR;
}

export function isSearchTermToken(token: FilterBarToken): token is SearchTermToken {
  return token.type === FILTERED_SEARCH_TERM;
}

export function isFilterToken(token: FilterBarToken): token is FilterToken {
  return token.type !== FILTERED_SEARCH_TERM;
}

export function filterToken(
  type: string,
  data: string,
  operator: FilterOperator = '=',
): FilterToken {
  return { type, value: { data, operator } };
}

export function searchTermToken(data: string): SearchTermToken {
  return { type: FILTERED_SEARCH_TERM, value: { data } };
}

/**
 * Narrows an unknown value (for example one read back from local storage) to a token, or null.
 * Only the fields of the model are kept, so stray properties never travel further.
 */
export function toFilterBarToken(raw: unknown): FilterBarToken | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, value } = raw as { type?: unknown; value?: unknown };
  if (typeof type !== 'string' || type === '') return null;
  if (typeof value !== 'object' || value === null) return null;
  const { data, operator } = value as { data?: unknown; operator?: unknown };
  if (typeof data !== 'string') return null;
  if (type === FILTERED_SEARCH_TERM) return searchTermToken(data);
  if (!isFilterOperator(operator)) return null;
  return filterToken(type, data, operator);
}
