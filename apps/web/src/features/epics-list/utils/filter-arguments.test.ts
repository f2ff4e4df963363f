import { describe, expect, it } from 'vitest';
import { filterVariables } from './filter-arguments.ts';

describe('filterVariables', () => {
  it('passes the known arguments and drops empty ones', () => {
    expect(
      filterVariables('acme', {
        labelName: ['a'],
        authorUsername: 'owner',
        confidential: false,
        search: 'x',
        in: ['TITLE'],
        not: { labelName: [], authorUsername: 'guest' },
        or: { labelNames: ['b', 'c'] },
      }),
    ).toEqual({
      fullPath: 'acme',
      labelName: ['a'],
      authorUsername: 'owner',
      confidential: false,
      search: 'x',
      in: ['TITLE'],
      not: { authorUsername: 'guest' },
      or: { labelNames: ['b', 'c'] },
    });
  });

  it('lists the group token group instead of the page group', () => {
    expect(filterVariables('acme', { groupPath: 'acme/mobile', iid: '3' })).toEqual({
      fullPath: 'acme/mobile',
      iid: '3',
    });
  });

  it('sends `in` only with a search', () => {
    expect(filterVariables('acme', { in: ['TITLE'] })).toEqual({ fullPath: 'acme' });
  });

  it('ignores arguments the list query does not take', () => {
    const extra = { customField: [{ customFieldId: '1', selectedOptionIds: ['2'] }] };
    expect(filterVariables('acme', { search: '', ...extra })).toEqual({ fullPath: 'acme' });
  });
});
