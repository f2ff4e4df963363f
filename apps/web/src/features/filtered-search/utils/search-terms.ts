// Free-text search terms.
// Terms are split on whitespace; a double-quoted run is one term (quotes removed); empty terms are
// dropped. Serialising wraps a term that contains whitespace in double quotes. A term read by
// splitSearchTerms never holds both whitespace and a double quote, so split/join round-trips.
// Each search-term token holds exactly one term.
import type { IssuableSearchableField } from '#web/lib/graphql/index.ts';
import type { FilterBarToken, SearchTermToken } from './filter-token.ts';
import { isSearchTermToken, searchTermToken } from './filter-token.ts';

const WHITESPACE = /\s/;

export function splitSearchTerms(text: string): string[] {
  const terms: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (WHITESPACE.test(char)) {
      i += 1;
      continue;
    }
    let end: number;
    let term: string;
    if (char === '"') {
      // A quoted run lasts to the next quote, or to the end when it is never closed.
      const close = text.indexOf('"', i + 1);
      end = close === -1 ? text.length : close + 1;
      term = text.slice(i + 1, close === -1 ? text.length : close).trim();
    } else {
      end = i;
      while (end < text.length && !WHITESPACE.test(text.charAt(end))) end += 1;
      term = text.slice(i, end);
    }
    if (term !== '') terms.push(term);
    i = end;
  }
  return terms;
}

/** One term as it appears in the search text: wrapped in double quotes when it has whitespace. */
export function quoteSearchTerm(term: string): string {
  return WHITESPACE.test(term) ? `"${term}"` : term;
}

export function joinSearchTerms(terms: readonly string[]): string {
  return terms
    .map((term) => term.trim())
    .filter((term) => term !== '')
    .map(quoteSearchTerm)
    .join(' ');
}

export function searchTermTokensFromText(text: string): SearchTermToken[] {
  return splitSearchTerms(text).map(searchTermToken);
}

/** The non-empty terms of the search-term tokens, in order. */
export function searchTermsOf(tokens: readonly FilterBarToken[]): string[] {
  return tokens
    .filter(isSearchTermToken)
    .map((token) => token.value.data.trim())
    .filter((term) => term !== '');
}

/** The search text of a token list ('' when it has no terms). */
export function searchTextOf(tokens: readonly FilterBarToken[]): string {
  return joinSearchTerms(searchTermsOf(tokens));
}

/** The fields a search looks in (GraphQL IssuableSearchableField); none given means both. */
/** The schema's IssuableSearchableField values, in the order the URL writes them. */
export type SearchInField = IssuableSearchableField;
export const SEARCH_IN_FIELDS: readonly SearchInField[] = ['TITLE', 'DESCRIPTION'];

/** Reads an `in` value such as 'title' or 'TITLE,DESCRIPTION' (case-insensitive, unknowns dropped). */
export function parseSearchIn(value: string): SearchInField[] {
  const wanted = new Set(value.split(',').map((part) => part.trim().toUpperCase()));
  return SEARCH_IN_FIELDS.filter((field) => wanted.has(field));
}

/** The `in` value of a field list, in canonical order ('' for none). */
export function serializeSearchIn(fields: readonly SearchInField[]): string {
  return SEARCH_IN_FIELDS.filter((field) => fields.includes(field)).join(',');
}
