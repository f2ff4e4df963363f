import { describe, expect, it } from 'vitest';
import { addDependencies, type EpicNode } from './browser-deps.ts';

const epic = (id: number, extra: Partial<EpicNode> = {}): EpicNode => ({
  id: `e${id}`,
  startDate: '2026-01-01',
  dueDate: '2026-02-01',
  ...extra,
});

describe('addDependencies', () => {
  it('links each epic of the first half to epics of the second, its mirror first', () => {
    const nodes = Array.from({ length: 8 }, (_, i) => epic(i));
    expect(addDependencies(nodes, 12)).toBe(12);
    expect(nodes[0]!.blockedEpicIds).toEqual(['e7', 'e6', 'e5']);
    expect(nodes[3]!.blockedEpicIds).toEqual(['e4', 'e7', 'e6']);
    expect(nodes[4]).not.toHaveProperty('blockedEpicIds');
  });

  it('stops at the count and skips undated and nested epics', () => {
    const nodes = [
      epic(0),
      epic(1, { dueDate: null }),
      epic(2, { parent: { id: 'e0' } }),
      epic(3),
      epic(4),
      epic(5),
    ];
    expect(addDependencies(nodes, 1)).toBe(1);
    expect(nodes[0]!.blockedEpicIds).toEqual(['e5']);
  });
});
