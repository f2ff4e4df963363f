// The editing state of the filter bar, as pure functions (the component only wires events to them).
//
// - `tokens` are the finished tokens; `draft` is the token being built (type -> operator -> data,
//   see utils/token-cycle.ts) and goes back into the list at `draftIndex` when it is finished.
// - The text input always edits the active segment: free text (no draft), the operator text, or
//   the draft's data. `text` holds the free text; the other segments live in the draft.
// - An OR ('||') draft is a multi-select: picked values collect in `picked` (shown with check
//   marks) and become one '||' token each when the draft is finished.
// - Free text becomes search-term tokens when a space ends a term (outside double quotes) and when
//   the bar is submitted; 'Title:' (a token title and a colon) starts that token.
import type { FilterBarToken, FilterOperator } from '../utils/filter-token.ts';
import { filterToken, isFilterToken } from '../utils/filter-token.ts';
import { searchTermTokensFromText } from '../utils/search-terms.ts';
import type { TokenDraft, TokenSegment } from '../utils/token-cycle.ts';
import {
  acceptOperatorKey,
  activeSegment,
  finalizeToken,
  operatorsFor,
  startToken,
} from '../utils/token-cycle.ts';
import type { TokenConfig } from '../utils/token-types.ts';

export type BarState = {
  tokens: FilterBarToken[];
  draft: TokenDraft | null;
  draftIndex: number;
  picked: string[];
  text: string;
  /** The draft holds an existing token's data, untouched since: suggestions are not narrowed. */
  pristine: boolean;
};

export function initialBarState(tokens: readonly FilterBarToken[] = []): BarState {
  return {
    tokens: [...tokens],
    draft: null,
    draftIndex: tokens.length,
    picked: [],
    text: '',
    pristine: false,
  };
}

export function segmentOf(state: BarState): TokenSegment {
  return state.draft === null ? 'type' : activeSegment(state.draft);
}

/** The text shown in the input: the free text or the active segment of the draft. */
export function inputValueOf(state: BarState): string {
  if (state.draft === null) return state.text;
  return activeSegment(state.draft) === 'operator' ? state.draft.operator : state.draft.data;
}

/** The text suggestions are narrowed by ('' while an edited token's data is untouched). */
export function suggestionSearchOf(state: BarState): string {
  return state.pristine ? '' : inputValueOf(state);
}

/** The finished tokens plus the draft as it would finish (used to decide what is still offered). */
export function tokensInUse(state: BarState): FilterBarToken[] {
  if (state.draft === null) return state.tokens;
  return [...state.tokens, filterToken(state.draft.type, state.draft.data || '…', '=')];
}

function insertAt(state: BarState, added: readonly FilterBarToken[]): FilterBarToken[] {
  const at = Math.min(state.draftIndex, state.tokens.length);
  return [...state.tokens.slice(0, at), ...added, ...state.tokens.slice(at)];
}

function countQuotes(text: string): number {
  return (text.match(/"/g) ?? []).length;
}

/** Finishes the draft (or the free text) into tokens; the input is left empty, at the end. */
export function commitDraft(state: BarState): BarState {
  let added: FilterBarToken[];
  if (state.draft === null) {
    added = searchTermTokensFromText(state.text);
  } else if (state.draft.operator === '||' && state.picked.length > 0) {
    const { type } = state.draft;
    added = state.picked.map((value) => filterToken(type, value, '||'));
  } else {
    const token = finalizeToken(state.draft);
    added = token === null ? [] : [token];
  }
  const tokens = insertAt(state, added);
  return { tokens, draft: null, draftIndex: tokens.length, picked: [], text: '', pristine: false };
}

/** Starts a token of `type` where the input is (any draft in progress is finished first). */
export function pickType(state: BarState, type: string): BarState {
  const base = state.draft === null ? { ...state, text: '' } : commitDraft(state);
  return { ...base, draft: startToken(type), picked: [], pristine: false };
}

export function pickOperator(state: BarState, operator: FilterOperator): BarState {
  if (state.draft === null) return state;
  return { ...state, draft: { ...state.draft, operator }, picked: [], pristine: false };
}

/** Picks a suggestion: toggles it in an OR draft, else finishes the draft with it. */
export function pickValue(state: BarState, value: string): BarState {
  if (state.draft === null) return state;
  if (state.draft.operator === '||') {
    const picked = state.picked.includes(value)
      ? state.picked.filter((v) => v !== value)
      : [...state.picked, value];
    return { ...state, draft: { ...state.draft, data: '' }, picked };
  }
  return commitDraft({ ...state, draft: { ...state.draft, data: value } });
}

/** Applies new input text to the active segment. `catalogue` is what 'Title:' may start. */
export function setInputText(
  state: BarState,
  value: string,
  catalogue: readonly TokenConfig[],
): BarState {
  if (state.draft !== null) {
    if (activeSegment(state.draft) !== 'data') return state;
    return { ...state, draft: { ...state.draft, data: value }, pristine: false };
  }
  const shortcut = /^\s*([^:]+):$/.exec(value)?.[1]?.trim().toLowerCase();
  const config = catalogue.find((c) => c.title.toLowerCase() === shortcut);
  if (config) return pickType({ ...state, text: '' }, config.type);
  if (/\s$/.test(value) && countQuotes(value) % 2 === 0) {
    const added = searchTermTokensFromText(value);
    if (added.length === 0) return { ...state, text: '' };
    const tokens = insertAt(state, added);
    return { ...state, tokens, draftIndex: state.draftIndex + added.length, text: '' };
  }
  return { ...state, text: value };
}

/**
 * A printable key typed in the operator segment. Returns the new state, or null when the key is
 * refused (the caller prevents it).
 */
export function typeOperatorKey(state: BarState, key: string): BarState | null {
  if (state.draft === null) return null;
  const result = acceptOperatorKey(state.draft.type, state.draft.operator, key, state.draft.data);
  switch (result.kind) {
    case 'operator':
      return { ...state, draft: { ...state.draft, operator: result.text } };
    case 'data':
      return { ...state, draft: { ...state.draft, operator: result.operator, data: result.data } };
    case 'rejected':
      return null;
    default:
      return state;
  }
}

/** Pulls the token at `index` back into the draft, its data in the input. */
export function editToken(state: BarState, index: number): BarState {
  const base = state.draft === null && state.text === '' ? state : commitDraft(state);
  const token = base.tokens[index];
  if (token === undefined) return base;
  const tokens = [...base.tokens.slice(0, index), ...base.tokens.slice(index + 1)];
  if (!isFilterToken(token)) {
    return {
      ...base,
      tokens,
      draft: null,
      draftIndex: index,
      picked: [],
      text: token.value.data,
      pristine: false,
    };
  }
  const { data, operator } = token.value;
  return {
    tokens,
    draft: { type: token.type, operator, data },
    draftIndex: index,
    picked: [],
    text: '',
    pristine: true,
  };
}

/** Backspace in an empty input: steps back one segment, or edits the token before the input. */
export function backspace(state: BarState): BarState {
  const { draft } = state;
  if (draft === null) {
    return state.draftIndex > 0 ? editToken(state, state.draftIndex - 1) : state;
  }
  if (activeSegment(draft) === 'data' && state.picked.length > 0) {
    return { ...state, picked: state.picked.slice(0, -1) };
  }
  if (activeSegment(draft) === 'data' && operatorsFor(draft.type).length > 1) {
    return { ...state, draft: { ...draft, operator: '', data: '' }, picked: [], pristine: false };
  }
  if (activeSegment(draft) === 'operator' && draft.operator !== '') {
    return { ...state, draft: { ...draft, operator: draft.operator.slice(0, -1) } };
  }
  return { ...state, draft: null, picked: [], text: '' };
}

export function removeToken(state: BarState, index: number): BarState {
  const tokens = [...state.tokens.slice(0, index), ...state.tokens.slice(index + 1)];
  const draftIndex = state.draftIndex > index ? state.draftIndex - 1 : state.draftIndex;
  return { ...state, tokens, draftIndex: Math.min(draftIndex, tokens.length) };
}

/** Everything the bar holds, as the token list to submit (draft and free text finished). */
export function submittedTokens(state: BarState): FilterBarToken[] {
  return commitDraft(state).tokens;
}
