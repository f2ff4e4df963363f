import { describe, expect, it } from 'vitest';
import { commaListParam, integerListParam } from './params.ts';

// GitLab splits comma lists in every element and coerces Array[Integer] strings.
describe('commaListParam', () => {
  it('splits a string and every element of a list on commas, dropping blanks', () => {
    expect(commaListParam.parse('bug,priority::high')).toEqual(['bug', 'priority::high']);
    expect(commaListParam.parse(['bug,priority::high', ' ux ', ''])).toEqual([
      'bug',
      'priority::high',
      'ux',
    ]);
    expect(commaListParam.parse('')).toEqual([]);
  });

  it('refuses more than 100 names or a name over 255 characters', () => {
    expect(commaListParam.safeParse(Array(101).fill('a').join(',')).success).toBe(false);
    expect(commaListParam.safeParse(['x'.repeat(256)]).success).toBe(false);
  });
});

describe('integerListParam', () => {
  const ids = integerListParam(0);

  it('reads a number, a string of one id or of comma-separated ids, and lists of them', () => {
    expect(ids.parse(4)).toEqual([4]);
    expect(ids.parse('4')).toEqual([4]);
    expect(ids.parse('1,2')).toEqual([1, 2]);
    expect(ids.parse(['1,2', 3, '4'])).toEqual([1, 2, 3, 4]);
    expect(ids.parse('')).toEqual([]);
  });

  it('refuses a non-numeric element, a negative one and a boolean', () => {
    for (const bad of ['1,x', ['a'], '-1', true, { a: 1 }]) {
      expect(ids.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
