import { describe, expect, it } from 'vitest';
import {
  emptyChildList,
  mergePage,
  orderChildren,
  reorderTarget,
  withNodeAt,
  type TreeNode,
} from './tree-model.ts';

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

describe('mergePage', () => {
  const epic = (id: string, relativePosition: number) => ({
    id,
    relativePosition,
    state: 'opened',
  });
  const issue = (id: string, relativePosition: number) => ({
    id: `i${id}`,
    epicIssueId: id,
    relativePosition,
    state: 'opened',
  });
  it('keeps separate epic and issue cursors and interleaves by position', () => {
    const first = mergePage(emptyChildList, {
      children: { pageInfo: { hasNextPage: true, endCursor: 'E1' }, nodes: [epic('e1', 10)] },
      issues: { pageInfo: { hasNextPage: false, endCursor: 'I1' }, nodes: [issue('r1', 5)] },
    } as never);
    expect(keys(first.nodes)).toEqual(['r1', 'e1']);
    expect(first).toMatchObject({
      epicCursor: 'E1',
      issueCursor: 'I1',
      moreEpics: true,
      moreIssues: false,
    });
    // 'Show more' fetches only the epics; the issue cursor stays.
    const second = mergePage(first, {
      children: { pageInfo: { hasNextPage: false, endCursor: 'E2' }, nodes: [epic('e2', 7)] },
    } as never);
    expect(keys(second.nodes)).toEqual(['r1', 'e2', 'e1']);
    expect(second).toMatchObject({ epicCursor: 'E2', issueCursor: 'I1', moreEpics: false });
  });
});
