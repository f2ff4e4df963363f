import { describe, expect, it } from 'vitest';
import { setIds, toggleLabel, type LabelState } from './label-selection.ts';

const bug = { id: '1', title: 'bug' };
const high = { id: '2', title: 'priority::high' };
const low = { id: '3', title: 'priority::low' };
const teamA = { id: '4', title: 'team::a' };
const all = [bug, high, low, teamA];
const states = (entries: [string, LabelState][]) => new Map(entries);

describe('toggleLabel', () => {
  it('sets an unset label and clears a set one', () => {
    const on = toggleLabel(states([]), bug, all);
    expect(setIds(on)).toEqual(['1']);
    expect(setIds(toggleLabel(on, bug, all))).toEqual([]);
  });

  it('clears an indeterminate label', () => {
    expect(toggleLabel(states([['1', 'mixed']]), bug, all).get('1')).toBe('off');
  });

  it('keeps one value per scope: setting priority::low unsets priority::high only', () => {
    const next = toggleLabel(
      states([
        ['2', 'on'],
        ['4', 'on'],
        ['1', 'on'],
      ]),
      low,
      all,
    );
    expect(setIds(next).sort()).toEqual(['1', '3', '4']);
  });

  it('keeps several values of a scope when the scope allows it', () => {
    const next = toggleLabel(states([['2', 'on']]), low, all, true);
    expect(setIds(next).sort()).toEqual(['2', '3']);
  });
});
