import { describe, expect, it } from 'vitest';
import { assignRowSlots } from './row-slots.ts';

const slotsOf = (slots: ReadonlyMap<string, number>) => Object.fromEntries(slots);

describe('assignRowSlots', () => {
  it('numbers the first rows in order', () => {
    expect(slotsOf(assignRowSlots(new Map(), ['a', 'b', 'c'], null))).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('keeps the slots of rows that stay and gives the freed slots to rows that arrive', () => {
    const first = assignRowSlots(new Map(), ['a', 'b', 'c', 'd'], null);
    const next = assignRowSlots(first, ['c', 'd', 'e', 'f'], null);
    expect(slotsOf(next)).toEqual({ c: 2, d: 3, e: 0, f: 1 });
  });

  it('opens new slots when more rows arrive than left', () => {
    const first = assignRowSlots(new Map(), ['a', 'b'], null);
    expect(slotsOf(assignRowSlots(first, ['b', 'c', 'd'], null))).toEqual({ b: 1, c: 0, d: 2 });
  });

  it('never hands the focused row slot to another row', () => {
    const first = assignRowSlots(new Map(), ['a', 'b', 'c'], 'a');
    const next = assignRowSlots(first, ['b', 'c', 'd'], 'a');
    expect(slotsOf(next)).toEqual({ b: 1, c: 2, d: 3 });
  });

  it('gives every rendered row its own slot', () => {
    let slots = assignRowSlots(new Map(), ['a', 'b', 'c'], null);
    for (const keys of [['c', 'd'], ['d', 'e', 'f', 'g'], ['a'], ['b', 'c', 'd', 'e', 'f']]) {
      slots = assignRowSlots(slots, keys, 'f');
      expect(new Set(slots.values()).size).toBe(keys.length);
      expect([...slots.keys()].sort()).toEqual([...keys].sort());
    }
  });
});
