import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from '../utils/filter-token.ts';
import { tokenCatalogue } from '../utils/token-types.ts';
import {
  backspace,
  commitDraft,
  editToken,
  initialBarState,
  inputValueOf,
  pickOperator,
  pickType,
  pickValue,
  removeToken,
  segmentOf,
  setInputText,
  submittedTokens,
  suggestionSearchOf,
  typeOperatorKey,
} from './bar-state.ts';

const catalogue = tokenCatalogue({ signedIn: true, customFieldsEnabled: false });

describe('building a token', () => {
  it('goes type -> operator -> data for a token with a choice of operators', () => {
    let state = pickType(initialBarState(), 'author');
    expect(segmentOf(state)).toBe('operator');
    state = pickOperator(state, '!=');
    expect(segmentOf(state)).toBe('data');
    state = pickValue(state, 'maintainer');
    expect(state.tokens).toEqual([filterToken('author', 'maintainer', '!=')]);
    expect(state.draft).toBeNull();
  });

  it('skips the operator of a single-operator token', () => {
    const state = pickType(initialBarState(), 'milestone');
    expect(segmentOf(state)).toBe('data');
    expect(pickValue(state, 'v1').tokens).toEqual([filterToken('milestone', 'v1')]);
  });

  it('types operators key by key and refuses keys that cannot start one', () => {
    let state = pickType(initialBarState(), 'label');
    state = typeOperatorKey(state, '!') ?? state;
    expect(inputValueOf(state)).toBe('!');
    expect(typeOperatorKey(state, 'x')).toBeNull();
    state = typeOperatorKey(state, '=') ?? state;
    expect(segmentOf(state)).toBe('data');
    expect(state.draft?.operator).toBe('!=');
  });

  it('sends a first data key of an empty token to data with the suggested operator', () => {
    const state = typeOperatorKey(pickType(initialBarState(), 'author'), 'd');
    expect(state?.draft).toEqual({ type: 'author', operator: '=', data: 'd' });
  });

  it('turns a token with no operator and no data into search text', () => {
    const state = commitDraft(pickType(initialBarState(), 'author'));
    expect(state.tokens).toEqual([searchTermToken('Author')]);
  });

  it('collects several values for an OR token', () => {
    let state = pickOperator(pickType(initialBarState(), 'label'), '||');
    state = pickValue(state, 'a');
    state = pickValue(state, 'b');
    state = pickValue(state, 'c');
    state = pickValue(state, 'b');
    expect(state.picked).toEqual(['a', 'c']);
    expect(commitDraft(state).tokens).toEqual([
      filterToken('label', 'a', '||'),
      filterToken('label', 'c', '||'),
    ]);
  });
});

describe('free text', () => {
  it('turns finished terms into search terms and keeps quoted text together', () => {
    let state = setInputText(initialBarState(), 'roadmap ', catalogue);
    expect(state.tokens).toEqual([searchTermToken('roadmap')]);
    state = setInputText(state, '"big one', catalogue);
    state = setInputText(state, '"big one ', catalogue);
    expect(state.text).toBe('"big one ');
    state = setInputText(state, '"big one" ', catalogue);
    expect(state.tokens).toEqual([searchTermToken('roadmap'), searchTermToken('big one')]);
  });

  it('starts a token from its title and a colon', () => {
    const state = setInputText(initialBarState(), 'label:', catalogue);
    expect(state.draft?.type).toBe('label');
  });

  it('submits the remaining text as search terms', () => {
    const state = setInputText(initialBarState(), 'a "b c', catalogue);
    expect(submittedTokens(state)).toEqual([searchTermToken('a'), searchTermToken('b c')]);
  });
});

describe('editing', () => {
  const tokens = [filterToken('author', 'owner'), filterToken('label', 'bug', '!=')];

  it('backspace edits the last token, then steps back through its segments', () => {
    let state = backspace(initialBarState(tokens));
    expect(state.tokens).toEqual([tokens[0]]);
    expect(state.draft).toEqual({ type: 'label', operator: '!=', data: 'bug' });
    state = setInputText(state, '', catalogue);
    state = backspace(state);
    expect(segmentOf(state)).toBe('operator');
    state = backspace(state);
    expect(state.draft).toBeNull();
    expect(state.tokens).toEqual([tokens[0]]);
  });

  it('edits a token in place and puts it back where it was', () => {
    let state = editToken(initialBarState(tokens), 0);
    state = setInputText(state, 'developer', catalogue);
    expect(commitDraft(state).tokens).toEqual([filterToken('author', 'developer'), tokens[1]]);
  });

  it('offers every suggestion until the edited data is typed in', () => {
    let state = editToken(initialBarState(tokens), 1);
    expect(inputValueOf(state)).toBe('bug');
    expect(suggestionSearchOf(state)).toBe('');
    state = setInputText(state, 'bu', catalogue);
    expect(suggestionSearchOf(state)).toBe('bu');
  });

  it('pops a search term back into the text', () => {
    const state = backspace(initialBarState([searchTermToken('hello')]));
    expect(state.text).toBe('hello');
    expect(state.tokens).toEqual([]);
  });

  it('removes a token', () => {
    expect(removeToken(initialBarState(tokens), 0).tokens).toEqual([tokens[1]]);
  });
});
