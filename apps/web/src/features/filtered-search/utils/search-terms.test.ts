import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from './filter-token.ts';
import {
  joinSearchTerms,
  parseSearchIn,
  quoteSearchTerm,
  searchTermTokensFromText,
  searchTermsOf,
  searchTextOf,
  serializeSearchIn,
  splitSearchTerms,
} from './search-terms.ts';

describe('splitSearchTerms', () => {
  it('splits on whitespace and drops empty terms', () => {
    expect(splitSearchTerms('  foo   bar\tbaz\n')).toEqual(['foo', 'bar', 'baz']);
    expect(splitSearchTerms('')).toEqual([]);
    expect(splitSearchTerms('   ')).toEqual([]);
  });

  it('keeps quoted strings together without their quotes', () => {
    expect(splitSearchTerms('fix "two words" now')).toEqual(['fix', 'two words', 'now']);
    expect(splitSearchTerms('"a b""c d"')).toEqual(['a b', 'c d']);
  });

  it('drops empty quotes and reads an unclosed quote to the end', () => {
    expect(splitSearchTerms('a "" b "  "')).toEqual(['a', 'b']);
    expect(splitSearchTerms('a "b c')).toEqual(['a', 'b c']);
  });

  it('keeps a quote inside a word as a character', () => {
    expect(splitSearchTerms('it"s ok')).toEqual(['it"s', 'ok']);
  });
});

describe('joinSearchTerms', () => {
  it('wraps terms with spaces in double quotes and drops empty ones', () => {
    expect(joinSearchTerms(['fix', 'two words', '', '  ', 'now'])).toBe('fix "two words" now');
    expect(quoteSearchTerm('a b')).toBe('"a b"');
    expect(quoteSearchTerm('ab')).toBe('ab');
  });

  it('round-trips with splitSearchTerms', () => {
    for (const text of ['fix "two words" now', 'a', '"x y" "z w"', 'it"s ok']) {
      expect(joinSearchTerms(splitSearchTerms(text))).toBe(text);
    }
    const terms = ['one', 'two words', 'it"s'];
    expect(splitSearchTerms(joinSearchTerms(terms))).toEqual(terms);
  });
});

describe('search-term tokens', () => {
  it('makes one token per term', () => {
    expect(searchTermTokensFromText('a "b c"')).toEqual([
      searchTermToken('a'),
      searchTermToken('b c'),
    ]);
  });

  it('reads the search text of a token list, ignoring filter tokens and empty terms', () => {
    const tokens = [
      searchTermToken('fix'),
      filterToken('author', 'root'),
      searchTermToken(' '),
      searchTermToken('two words'),
    ];
    expect(searchTermsOf(tokens)).toEqual(['fix', 'two words']);
    expect(searchTextOf(tokens)).toBe('fix "two words"');
    expect(searchTextOf([filterToken('author', 'root')])).toBe('');
  });
});

describe('search in', () => {
  it('reads fields case-insensitively in canonical order', () => {
    expect(parseSearchIn('title')).toEqual(['TITLE']);
    expect(parseSearchIn('description, TITLE')).toEqual(['TITLE', 'DESCRIPTION']);
    expect(parseSearchIn('notes')).toEqual([]);
    expect(parseSearchIn('')).toEqual([]);
    expect(serializeSearchIn(['DESCRIPTION', 'TITLE'])).toBe('TITLE,DESCRIPTION');
    expect(serializeSearchIn([])).toBe('');
  });
});
