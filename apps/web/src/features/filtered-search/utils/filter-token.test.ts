import { describe, expect, it } from 'vitest';
import {
  FILTERED_SEARCH_TERM,
  OPERATOR_DESCRIPTIONS,
  filterToken,
  isFilterOperator,
  isFilterToken,
  isSearchTermToken,
  searchTermToken,
  toFilterBarToken,
} from './filter-token.ts';

describe('filter token model', () => {
  it('builds tokens in the GitLab shape', () => {
    expect(filterToken('author', 'root')).toEqual({
      type: 'author',
      value: { data: 'root', operator: '=' },
    });
    expect(filterToken('label', 'bug', '!=')).toEqual({
      type: 'label',
      value: { data: 'bug', operator: '!=' },
    });
    expect(searchTermToken('foo')).toEqual({
      type: 'filtered-search-term',
      value: { data: 'foo' },
    });
    expect(FILTERED_SEARCH_TERM).toBe('filtered-search-term');
  });

  it('tells search terms from filter tokens', () => {
    expect(isSearchTermToken(searchTermToken('a'))).toBe(true);
    expect(isSearchTermToken(filterToken('author', 'a'))).toBe(false);
    expect(isFilterToken(filterToken('author', 'a'))).toBe(true);
    expect(isFilterToken(searchTermToken('a'))).toBe(false);
  });

  it('knows the three operators and their descriptions', () => {
    expect(['=', '!=', '||'].every(isFilterOperator)).toBe(true);
    expect(isFilterOperator('!')).toBe(false);
    expect(isFilterOperator(undefined)).toBe(false);
    expect(OPERATOR_DESCRIPTIONS).toEqual({ '=': 'is', '!=': 'is not', '||': 'is one of' });
  });

  it('narrows unknown values to tokens, dropping stray fields', () => {
    expect(
      toFilterBarToken({ type: 'label', value: { data: 'x', operator: '||' }, extra: 1 }),
    ).toEqual({ type: 'label', value: { data: 'x', operator: '||' } });
    expect(
      toFilterBarToken({ type: 'filtered-search-term', value: { data: 'x', operator: '=' } }),
    ).toEqual({ type: 'filtered-search-term', value: { data: 'x' } });
    expect(toFilterBarToken({ type: 'label', value: { data: 'x', operator: '~' } })).toBeNull();
    expect(toFilterBarToken({ type: 'label', value: { data: 1, operator: '=' } })).toBeNull();
    expect(toFilterBarToken({ type: '', value: { data: 'x', operator: '=' } })).toBeNull();
    expect(toFilterBarToken({ type: 'label' })).toBeNull();
    expect(toFilterBarToken('label')).toBeNull();
    expect(toFilterBarToken(null)).toBeNull();
  });
});
