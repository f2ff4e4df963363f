import { describe, expect, it } from 'vitest';
import {
  firstPageChange,
  nextPageChange,
  parseListParams,
  previousPageChange,
  withListParams,
} from './list-params.ts';

describe('parseListParams', () => {
  it('has defaults', () => {
    expect(parseListParams(new URLSearchParams(''))).toEqual({
      state: 'opened',
      sort: 'START_DATE_ASC',
      perPage: 20,
      after: null,
      before: null,
      page: 1,
    });
  });

  it('reads state, sort (any case), page size and cursors', () => {
    const params = new URLSearchParams('state=all&sort=title_desc&per_page=50&next=c2&page=3');
    expect(parseListParams(params)).toEqual({
      state: 'all',
      sort: 'TITLE_DESC',
      perPage: 50,
      after: 'c2',
      before: null,
      page: 3,
    });
  });

  it('falls back on unknown values', () => {
    const params = new URLSearchParams('state=weird&sort=nope&per_page=7&prev=c1');
    expect(parseListParams(params)).toMatchObject({
      state: 'opened',
      sort: 'START_DATE_ASC',
      perPage: 20,
      before: 'c1',
      page: 2,
    });
  });
});

describe('changes', () => {
  const current = new URLSearchParams('label_name[]=bug&next=c1&page=2');

  it('keep the filters and start again from the first page', () => {
    const next = withListParams(current, firstPageChange({ state: 'closed' }));
    expect(next.toString()).toBe('label_name%5B%5D=bug&state=closed');
  });

  it('page forward and back', () => {
    expect(withListParams(current, nextPageChange('c2', 2)).toString()).toBe(
      'label_name%5B%5D=bug&next=c2&page=3',
    );
    expect(withListParams(current, previousPageChange('c3', 3)).get('prev')).toBe('c3');
    expect(withListParams(current, previousPageChange('c3', 2)).toString()).toBe(
      'label_name%5B%5D=bug',
    );
  });
});
