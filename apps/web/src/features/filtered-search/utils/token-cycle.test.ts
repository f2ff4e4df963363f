import { describe, expect, it } from 'vitest';
import {
  acceptOperatorKey,
  activeSegment,
  finalizeToken,
  operatorsFor,
  startToken,
} from './token-cycle.ts';

describe('operatorsFor', () => {
  it('gives each type its operators', () => {
    expect(operatorsFor('author')).toEqual(['=', '!=', '||']);
    expect(operatorsFor('label')).toEqual(['=', '!=', '||']);
    expect(operatorsFor('my_reaction_emoji')).toEqual(['=', '!=']);
    expect(operatorsFor('milestone')).toEqual(['=']);
    expect(operatorsFor('custom-field[3]')).toEqual(['=']);
    expect(operatorsFor('unknown')).toEqual([]);
  });
});

describe('segments', () => {
  it('preselects a single operator and skips to data', () => {
    const draft = startToken('milestone');
    expect(draft).toEqual({ type: 'milestone', operator: '=', data: '' });
    expect(activeSegment(draft)).toBe('data');
  });

  it('waits in the operator segment when there is a choice', () => {
    const draft = startToken('author');
    expect(draft).toEqual({ type: 'author', operator: '', data: '' });
    expect(activeSegment(draft)).toBe('operator');
    expect(activeSegment({ ...draft, operator: '!' })).toBe('operator');
    expect(activeSegment({ ...draft, operator: '!=' })).toBe('data');
  });

  it('starts in the type segment without a type', () => {
    expect(activeSegment({ type: '', operator: '', data: '' })).toBe('type');
  });
});

describe('acceptOperatorKey', () => {
  it('accepts keys that build an operator', () => {
    expect(acceptOperatorKey('author', '', '=')).toEqual({
      kind: 'operator',
      text: '=',
      operator: '=',
    });
    expect(acceptOperatorKey('author', '', '!')).toEqual({
      kind: 'operator',
      text: '!',
      operator: null,
    });
    expect(acceptOperatorKey('author', '!', '=')).toEqual({
      kind: 'operator',
      text: '!=',
      operator: '!=',
    });
    expect(acceptOperatorKey('label', '|', '|')).toEqual({
      kind: 'operator',
      text: '||',
      operator: '||',
    });
  });

  it('rejects an operator the type does not have when the token is not empty', () => {
    expect(acceptOperatorKey('my_reaction_emoji', '', '|', 'x')).toEqual({ kind: 'rejected' });
    expect(acceptOperatorKey('author', '!', 'x')).toEqual({ kind: 'rejected' });
    expect(acceptOperatorKey('author', '!', '|')).toEqual({ kind: 'rejected' });
    expect(acceptOperatorKey('author', '', 'r', 'ro')).toEqual({ kind: 'rejected' });
  });

  it('sends a non-operator key of an empty token to data with the suggested operator', () => {
    expect(acceptOperatorKey('author', '', 'r')).toEqual({
      kind: 'data',
      operator: '=',
      data: 'r',
    });
    expect(acceptOperatorKey('my_reaction_emoji', '', '|')).toEqual({
      kind: 'data',
      operator: '=',
      data: '|',
    });
  });

  it('moves on to data once the operator is whole', () => {
    expect(acceptOperatorKey('author', '!=', 'r')).toEqual({
      kind: 'data',
      operator: '!=',
      data: 'r',
    });
    expect(acceptOperatorKey('milestone', '=', 'v', 'x')).toEqual({
      kind: 'data',
      operator: '=',
      data: 'xv',
    });
  });

  it('leaves non-character keys alone', () => {
    expect(acceptOperatorKey('author', '!', 'Backspace')).toEqual({ kind: 'passthrough' });
    expect(acceptOperatorKey('author', '', 'Enter')).toEqual({ kind: 'passthrough' });
  });

  it('rejects every key for an unknown type unless the token is empty', () => {
    expect(acceptOperatorKey('unknown', '', '=', 'x')).toEqual({ kind: 'rejected' });
    expect(acceptOperatorKey('unknown', '', '=')).toEqual({ kind: 'rejected' });
  });
});

describe('finalizeToken', () => {
  it('turns a token with no operator and no data into plain search text', () => {
    expect(finalizeToken({ type: 'author', operator: '', data: '' })).toEqual({
      type: 'filtered-search-term',
      value: { data: 'Author' },
    });
    expect(finalizeToken({ type: 'label', operator: '!', data: '  ' })).toEqual({
      type: 'filtered-search-term',
      value: { data: 'Label' },
    });
    expect(
      finalizeToken({ type: 'custom-field[1]', operator: '', data: '' }, [
        { id: '1', name: 'Team' },
      ]),
    ).toBeNull();
    expect(finalizeToken({ type: '', operator: '', data: '' })).toBeNull();
  });

  it('drops a token with an operator but no data', () => {
    expect(finalizeToken({ type: 'author', operator: '!=', data: '' })).toBeNull();
    expect(finalizeToken(startToken('milestone'))).toBeNull();
  });

  it('keeps a complete token, trimming its data', () => {
    expect(finalizeToken({ type: 'author', operator: '!=', data: ' root ' })).toEqual({
      type: 'author',
      value: { data: 'root', operator: '!=' },
    });
    expect(finalizeToken({ ...startToken('milestone'), data: 'v1' })).toEqual({
      type: 'milestone',
      value: { data: 'v1', operator: '=' },
    });
  });

  it('gives data without a settled operator the suggested one', () => {
    expect(finalizeToken({ type: 'label', operator: '!', data: 'bug' })).toEqual({
      type: 'label',
      value: { data: 'bug', operator: '=' },
    });
  });

  it('turns data of an unknown type into search text', () => {
    expect(finalizeToken({ type: 'unknown', operator: '', data: 'abc' })).toEqual({
      type: 'filtered-search-term',
      value: { data: 'abc' },
    });
  });
});
