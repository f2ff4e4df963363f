import { beforeEach, describe, expect, it } from 'vitest';
import { readFrequentItems, recordVisit } from './frequent-items.ts';

const item = (id: string) => ({
  id,
  title: `T${id}`,
  reference: `g/p#${id}`,
  webPath: `/g/p/-/issues/${id}`,
});
const DAY = 86_400_000;

describe('frequent items', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts a visit at most once a day and orders by frequency, then recency', () => {
    recordVisit('ann', item('1'), 0);
    recordVisit('ann', item('1'), 1000);
    recordVisit('ann', item('2'), 2000);
    expect(readFrequentItems('ann').map((i) => [i.id, i.frequency])).toEqual([
      ['2', 1],
      ['1', 1],
    ]);
    recordVisit('ann', item('1'), DAY + 5);
    expect(readFrequentItems('ann').map((i) => [i.id, i.frequency])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('keeps each user apart and survives unreadable storage', () => {
    recordVisit('ann', item('1'), 0);
    expect(readFrequentItems('bob')).toEqual([]);
    window.localStorage.setItem('frequent-items:bob', '{not json');
    expect(readFrequentItems('bob')).toEqual([]);
  });
});
