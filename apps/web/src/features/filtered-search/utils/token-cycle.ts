// Building one token: type -> operator -> data.
// - A token type with exactly one operator has it preselected, so the operator segment is skipped.
// - In the operator segment a typed character is kept while it can still start an operator.
//   A character that cannot is rejected, unless the token is still empty (no operator text and no
//   data): then the suggested operator (the first one) is applied and the character goes to data.
// - A token left with no operator and no data becomes plain search text (its title); one with an
//   operator but no data is dropped.
import type { FilterOperator, FilterToken, SearchTermToken } from './filter-token.ts';
import { filterToken, searchTermToken } from './filter-token.ts';
import type { CustomFieldDefinition } from './token-types.ts';
import { findTokenConfig } from './token-types.ts';

export type TokenSegment = 'type' | 'operator' | 'data';

/** A token being edited: the raw text of each segment ('' while the type is not chosen yet). */
export type TokenDraft = { type: string; operator: string; data: string };

/** The operators a token type offers; [] for an unknown type. */
export function operatorsFor(
  tokenType: string,
  customFields?: readonly CustomFieldDefinition[],
): readonly FilterOperator[] {
  return findTokenConfig(tokenType, customFields)?.operators ?? [];
}

function singleOperator(tokenType: string): FilterOperator | null {
  const operators = operatorsFor(tokenType);
  return operators.length === 1 ? (operators[0] ?? null) : null;
}

function completeOperator(tokenType: string, text: string): FilterOperator | null {
  return operatorsFor(tokenType).find((operator) => operator === text) ?? null;
}

/** A fresh token of a type, its only operator preselected when it has just one. */
export function startToken(tokenType: string): TokenDraft {
  return { type: tokenType, operator: singleOperator(tokenType) ?? '', data: '' };
}

/** The segment that takes input next. */
export function activeSegment(draft: TokenDraft): TokenSegment {
  if (draft.type === '') return 'type';
  return completeOperator(draft.type, draft.operator) === null ? 'operator' : 'data';
}

export type OperatorKeyResult =
  /** The key extends the operator text; `operator` is set once the text is a whole operator. */
  | { kind: 'operator'; text: string; operator: FilterOperator | null }
  /** The operator is settled and the key goes to the data segment (or search). */
  | { kind: 'data'; operator: FilterOperator; data: string }
  /** The key is refused (the UI prevents it). */
  | { kind: 'rejected' }
  /** Not a character (Backspace, arrows, Enter...): this function does not handle it. */
  | { kind: 'passthrough' };

/**
 * Decides what a key typed in the operator segment does. `currentData` is the token's data text
 * so far; the token counts as empty when both the operator text and the data are empty.
 */
export function acceptOperatorKey(
  tokenType: string,
  currentOperatorText: string,
  key: string,
  currentData = '',
): OperatorKeyResult {
  if (key.length !== 1) return { kind: 'passthrough' };
  const operators = operatorsFor(tokenType);
  const text = `${currentOperatorText}${key}`;
  if (operators.some((operator) => operator.startsWith(text))) {
    return { kind: 'operator', text, operator: completeOperator(tokenType, text) };
  }
  const settled = completeOperator(tokenType, currentOperatorText);
  if (settled !== null) return { kind: 'data', operator: settled, data: `${currentData}${key}` };
  const suggested = operators[0];
  if (currentOperatorText === '' && currentData === '' && suggested !== undefined) {
    return { kind: 'data', operator: suggested, data: key };
  }
  return { kind: 'rejected' };
}

/**
 * The token a finished draft turns into: a filter token; plain search text (the token title) when
 * it has neither operator nor data; null (dropped) when it has an operator but no data. Data with
 * no settled operator takes the suggested (first) operator.
 */
export function finalizeToken(
  draft: TokenDraft,
  customFields?: readonly CustomFieldDefinition[],
): FilterToken | SearchTermToken | null {
  const config = findTokenConfig(draft.type, customFields);
  const data = draft.data.trim();
  const operator = completeOperator(draft.type, draft.operator) ?? singleOperator(draft.type);
  if (operator === null && data === '') {
    const text = config?.title ?? draft.type.trim();
    return text === '' ? null : searchTermToken(text);
  }
  if (data === '') return null;
  const chosen = operator ?? config?.operators[0];
  if (chosen === undefined) return searchTermToken(data);
  return filterToken(draft.type, data, chosen);
}
