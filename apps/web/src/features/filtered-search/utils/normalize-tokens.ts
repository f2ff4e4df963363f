// The shared clean-up applied before tokens are written to the URL or sent to the API, and after
// they are read from the URL, so both directions agree:
// - data is trimmed; empty data is dropped;
// - an epic value is reduced to its iid (see lib/epic-reference.ts) and dropped unless it is digits;
// - a confidential value must be 'true' or 'false' (any case) and is lower-cased;
// - a unique token type keeps its first occurrence; identical tokens are kept once.
import type { FilterBarToken, FilterToken } from './filter-token.ts';
import { filterToken, isFilterToken } from './filter-token.ts';
import { epicIidOrNull } from '#web/lib/epic-reference.ts';
import {
  CONFIDENTIAL_NO,
  CONFIDENTIAL_YES,
  TOKEN_TYPE_CONFIDENTIAL,
  TOKEN_TYPE_EPIC,
  isUniqueTokenType,
} from './token-types.ts';

/** The canonical data of a token of this type, or null when the value is empty or invalid. */
export function canonicalTokenData(type: string, data: string): string | null {
  const trimmed = data.trim();
  if (trimmed === '') return null;
  if (type === TOKEN_TYPE_EPIC) return epicIidOrNull(trimmed);
  if (type === TOKEN_TYPE_CONFIDENTIAL) {
    const lower = trimmed.toLowerCase();
    return lower === CONFIDENTIAL_YES || lower === CONFIDENTIAL_NO ? lower : null;
  }
  return trimmed;
}

/** The filter tokens (search terms left out) with the rules above applied, in their order. */
export function normalizeFilterTokens(tokens: Iterable<FilterBarToken>): FilterToken[] {
  const kept: FilterToken[] = [];
  for (const token of tokens) {
    if (!isFilterToken(token)) continue;
    const data = canonicalTokenData(token.type, token.value.data);
    if (data === null) continue;
    const { operator } = token.value;
    const clash = kept.some(
      (other) =>
        other.type === token.type &&
        (isUniqueTokenType(token.type) ||
          (other.value.operator === operator && other.value.data === data)),
    );
    if (!clash) kept.push(filterToken(token.type, data, operator));
  }
  return kept;
}
