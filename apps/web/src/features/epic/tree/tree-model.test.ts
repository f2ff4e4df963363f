import { describe, expect, it } from 'vitest';
import { orderChildren, reorderTarget, withNodeAt, type TreeNode } from './tree-model.ts';

const node = (key: string, relativePosition: number | null, state = 'opened'): TreeNode =>
  ({ kind: 'epic', key, item: { id: key, relativePosition, state } }) as unknown as TreeNode;
const keys = (nodes: TreeNode[]) => nodes.map((n) => n.key);

describe('orderChildren', () => {
  it('orders by relative position, unpositioned last, then open before closed', () => {
    const ordered = orderChildren([
      node('c', null, 'closed'),
      node('b', 20, 'closed'),
      node('a', 20),
      node('d', null),
      node('e', -5),
    ]);
    expect(keys(ordered)).toEqual(['e', 'a', 'b', 'd', 'c']);
  });
});

describe('reorderTarget', () => {
  const list = [node('a', 1), node('b', 2), node('c', 3)];
  it('dropped first: the next sibling ends up after it', () => {
    expect(reorderTarget(list, 0)).toEqual({ adjacentReferenceId: 'b', relativePosition: 'after' });
  });
  it('elsewhere: the previous sibling ends up before it', () => {
    expect(reorderTarget(list, 2)).toEqual({
      adjacentReferenceId: 'b',
      relativePosition: 'before',
    });
  });
  it('alone: no adjacent item', () => {
    expect(reorderTarget([node('a', 1)], 0)).toEqual({});
  });
});

describe('withNodeAt', () => {
  it('moves a node to a clamped index', () => {
    const list = { nodes: [node('a', 1), node('b', 2), node('c', 3)] } as never;
    expect(keys(withNodeAt(list, node('a', 1), 5).nodes)).toEqual(['b', 'c', 'a']);
    expect(keys(withNodeAt(list, node('c', 3), 0).nodes)).toEqual(['c', 'a', 'b']);
  });
});
