import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from './filter-token.ts';
import { canonicalTokenData, normalizeFilterTokens } from './normalize-tokens.ts';

describe('normalizeFilterTokens', () => {
  it('cleans values per type', () => {
    expect(canonicalTokenData('author', ' root ')).toBe('root');
    expect(canonicalTokenData('author', '   ')).toBeNull();
    expect(canonicalTokenData('epic_iid', 'Epic::&3')).toBe('3');
    expect(canonicalTokenData('epic_iid', 'Epic')).toBeNull();
    expect(canonicalTokenData('confidential', 'TRUE')).toBe('true');
    expect(canonicalTokenData('confidential', 'yes')).toBeNull();
  });

  it('keeps order, first unique token and one of identical tokens; drops search terms', () => {
    const tokens = [
      searchTermToken('a'),
      filterToken('label', 'x'),
      filterToken('group_path', 'g1'),
      filterToken('label', ' x '),
      filterToken('label', 'x', '!='),
      filterToken('group_path', 'g2'),
      filterToken('author', ''),
    ];
    expect(normalizeFilterTokens(tokens)).toEqual([
      filterToken('label', 'x'),
      filterToken('group_path', 'g1'),
      filterToken('label', 'x', '!='),
    ]);
  });
});
