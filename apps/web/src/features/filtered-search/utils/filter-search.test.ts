import { describe, expect, it } from 'vitest';
import { filterToken } from './filter-token.ts';
import { readFilterSearch, writeFilterSearch } from './filter-search.ts';

describe('readFilterSearch', () => {
  it('reads tokens and API arguments from a query string', () => {
    const read = readFilterSearch(
      '?state=all&label_name[]=priority::high&not[author_username]=guest&search=api&in=TITLE',
      { signedIn: false },
    );
    expect(read.hasFilters).toBe(true);
    expect(read.arguments).toEqual({
      labelName: ['priority::high'],
      not: { authorUsername: 'guest' },
      search: 'api',
      in: ['TITLE'],
    });
    expect(read.matchesNothing).toBe(false);
  });

  it('knows when two required authors can match nothing', () => {
    const read = readFilterSearch('author_username=a&author_username=b');
    expect(read.matchesNothing).toBe(true);
  });

  it('has no filters for a plain page URL', () => {
    expect(readFilterSearch('?state=opened&sort=TITLE_ASC').hasFilters).toBe(false);
  });
});

describe('writeFilterSearch', () => {
  it('replaces the filters, keeps other parameters and drops paging', () => {
    const next = writeFilterSearch(
      '?state=closed&label_name[]=bug&page=3&next=abc&layout=MONTHS',
      [filterToken('author', 'owner'), filterToken('label', 'x', '||')],
      { sort: 'TITLE_DESC' },
    );
    expect(next.toString()).toBe(
      'state=closed&layout=MONTHS&author_username=owner&or%5Blabel_name%5D%5B%5D=x&sort=TITLE_DESC',
    );
  });

  it('round-trips through readFilterSearch', () => {
    const tokens = [filterToken('milestone', 'v1'), filterToken('label', 'bug', '!=')];
    expect(readFilterSearch(writeFilterSearch('', tokens)).tokens).toEqual(tokens);
  });
});
