import { describe, expect, it } from 'vitest';
import { parseQueryString, stringifyQueryString } from './query-string.ts';

describe('query strings', () => {
  it('keeps values as text and repeated keys as lists', () => {
    expect(
      parseQueryString('?label_name[]=a&label_name[]=b&epic_iid=12&confidential=true'),
    ).toEqual({
      'label_name[]': ['a', 'b'],
      epic_iid: '12',
      confidential: 'true',
    });
  });

  it('writes back the same string', () => {
    const text = '?state=all&label_name%5B%5D=priority%3A%3Ahigh&label_name%5B%5D=bug&search=12';
    expect(stringifyQueryString(parseQueryString(text))).toBe(text);
  });

  it('leaves out undefined values and gives "" for nothing', () => {
    expect(stringifyQueryString({ state: undefined, filter: 'x' })).toBe('?filter=x');
    expect(stringifyQueryString({})).toBe('');
  });
});
