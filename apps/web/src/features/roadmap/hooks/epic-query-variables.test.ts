import { getTimeframe } from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import { epicFilterVariables } from './epic-query-variables.ts';

const timeframe = getTimeframe({
  rangeType: 'CURRENT_YEAR',
  presetType: 'MONTHS',
  today: new Date(2026, 10, 21),
  firstDayOfWeek: 0,
});

describe('epicFilterVariables', () => {
  it('sends state, sort, timeframe and only the filters that are set', () => {
    expect(
      epicFilterVariables({
        epicsState: 'opened',
        sortedBy: 'TITLE_ASC',
        timeframe,
        presetType: 'MONTHS',
        filters: {
          labelName: ['a'],
          search: 'roadmap',
          in: ['TITLE'],
          not: { authorUsername: 'bob' },
          or: { labelNames: [] },
        },
      }),
    ).toEqual({
      state: 'opened',
      sort: 'TITLE_ASC',
      timeframe: { start: '2026-01-01', end: '2026-12-31' },
      labelName: ['a'],
      search: 'roadmap',
      in: ['TITLE'],
      not: { authorUsername: 'bob' },
    });
  });
});
