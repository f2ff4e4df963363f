import type { ResultOf } from '#web/lib/graphql/index.ts';
import type { epicTreeChildrenQuery } from './graphql/epic-tree-children.query.ts';

type TreeEpic = NonNullable<ResultOf<typeof epicTreeChildrenQuery>['group']>['epic'];
type Page<K extends 'children' | 'issues'> = NonNullable<NonNullable<TreeEpic>[K]>;
export type EpicChild = NonNullable<NonNullable<Page<'children'>['nodes']>[number]>;
export type IssueChild = NonNullable<NonNullable<Page<'issues'>['nodes']>[number]>;

/** A row of the tree: `key` is what epicTreeReorder moves (the epic, or the epic-issue relation). */
export type TreeNode =
  { kind: 'epic'; key: string; item: EpicChild } | { kind: 'issue'; key: string; item: IssueChild };

/** The loaded children of one epic, with the separate epic and issue cursors. */
export interface ChildList {
  nodes: TreeNode[];
  epicCursor: string | null;
  issueCursor: string | null;
  moreEpics: boolean;
  moreIssues: boolean;
}

export const emptyChildList: ChildList = {
  nodes: [],
  epicCursor: null,
  issueCursor: null,
  moreEpics: false,
  moreIssues: false,
};

export const epicNode = (item: EpicChild): TreeNode => ({ kind: 'epic', key: item.id, item });
export const issueNode = (item: IssueChild): TreeNode => ({
  kind: 'issue',
  key: item.epicIssueId,
  item,
});

/** Children ordered by relative position (unpositioned last), then open before closed. */
export function orderChildren(nodes: readonly TreeNode[]): TreeNode[] {
  const position = (n: TreeNode) => n.item.relativePosition ?? Number.POSITIVE_INFINITY;
  const closed = (n: TreeNode) => (n.item.state === 'closed' ? 1 : 0);
  return [...nodes].sort((a, b) => {
    const byPosition = position(a) - position(b);
    if (byPosition !== 0 && Number.isFinite(byPosition)) return byPosition;
    if (position(a) !== position(b)) return position(a) < position(b) ? -1 : 1;
    return closed(a) - closed(b);
  });
}

/** Appends a fetched page to what is loaded (no duplicate keys), keeping that order. */
export function mergePage(list: ChildList, page: NonNullable<TreeEpic>): ChildList {
  const seen = new Set(list.nodes.map((n) => n.key));
  const fresh = [
    ...(page.children?.nodes ?? []).flatMap((e) => (e ? [epicNode(e)] : [])),
    ...(page.issues?.nodes ?? []).flatMap((i) => (i ? [issueNode(i)] : [])),
  ].filter((n) => !seen.has(n.key));
  return {
    nodes: orderChildren([...list.nodes, ...fresh]),
    epicCursor: page.children ? (page.children.pageInfo.endCursor ?? null) : list.epicCursor,
    issueCursor: page.issues ? (page.issues.pageInfo.endCursor ?? null) : list.issueCursor,
    moreEpics: page.children ? page.children.pageInfo.hasNextPage : list.moreEpics,
    moreIssues: page.issues ? page.issues.pageInfo.hasNextPage : list.moreIssues,
  };
}

/** A node's display reference and its type name ('epic' or 'issue') for messages. */
export const nodeTypeName = (node: TreeNode) => node.kind;

/** Whether an epic row can expand (it has children or issues the viewer may see). */
export const canExpand = (node: TreeNode) =>
  node.kind === 'epic' && (node.item.hasChildren || node.item.hasIssues);

/** Removes `key` from a list; answers the list unchanged when absent. */
export function withoutNode(list: ChildList, key: string): ChildList {
  return { ...list, nodes: list.nodes.filter((n) => n.key !== key) };
}

/** Inserts `node` at `index` (clamped) in a list. */
export function withNodeAt(list: ChildList, node: TreeNode, index: number): ChildList {
  const nodes = list.nodes.filter((n) => n.key !== node.key);
  const at = Math.max(0, Math.min(index, nodes.length));
  return { ...list, nodes: [...nodes.slice(0, at), node, ...nodes.slice(at)] };
}

export type ReorderTarget = {
  adjacentReferenceId?: string;
  relativePosition?: 'before' | 'after';
};

/**
 * The epicTreeReorder placement of the node that now sits at `index` of `nodes`:
 * dropped first it goes before its new next sibling ('after': the adjacent item ends up after
 * it); otherwise after its previous sibling ('before'). Alone in the list: no adjacent item.
 */
export function reorderTarget(nodes: readonly TreeNode[], index: number): ReorderTarget {
  if (index === 0) {
    const next = nodes[1];
    return next ? { adjacentReferenceId: next.key, relativePosition: 'after' } : {};
  }
  const previous = nodes[index - 1];
  return previous ? { adjacentReferenceId: previous.key, relativePosition: 'before' } : {};
}
