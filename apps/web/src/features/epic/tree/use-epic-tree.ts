import { useCallback, useEffect, useRef, useState } from 'react';
import { referenceNamespacePath } from '#web/lib/epic-reference.ts';
import { useGraphqlClient, type ResultOf } from '#web/lib/graphql/index.ts';
import { epicTreeChildrenQuery } from './graphql/epic-tree-children.query.ts';
import { epicTreeReorderMutation } from './graphql/tree-mutations.ts';
import {
  emptyChildList,
  mergePage,
  reorderTarget,
  withNodeAt,
  withoutNode,
  type ChildList,
  type TreeNode,
} from './tree-model.ts';
import { FETCH_FAILED, MOVE_FAILED, ORDER_FAILED } from './tree-messages.ts';

type RootEpic = NonNullable<NonNullable<ResultOf<typeof epicTreeChildrenQuery>['group']>['epic']>;
export type TreeCounts = Pick<
  RootEpic,
  'descendantCounts' | 'descendantWeightSum' | 'healthStatus' | 'confidential'
>;
export interface EpicAddress {
  fullPath: string;
  iid: string;
}

/** The key of the root epic's own children list (its id is learned from the first answer). */
export const ROOT = 'root';

/**
 * The child tree's state: the loaded children of every fetched epic (keyed by epic id), which
 * epics are expanded, and the writes that change it at once and roll back on failure (docs/decisions/epic-page.md, Writes).
 */
export function useEpicTree(root: EpicAddress) {
  const client = useGraphqlClient();
  const [lists, setLists] = useState<Record<string, ChildList>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set([ROOT]));
  const [rootId, setRootId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [counts, setCounts] = useState<TreeCounts | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addresses = useRef(new Map<string, EpicAddress>([[ROOT, root]]));
  const listsRef = useRef(lists);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const failures = useRef(0);
  listsRef.current = lists;

  const setBusy = (id: string, busy: boolean) =>
    setLoading((s) => {
      const next = new Set(s);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Fetches a page of `epicId`'s children: the first one, or (more) the next of each kind. */
  const load = useCallback(
    async (epicId: string, more = false) => {
      const address = addresses.current.get(epicId);
      if (!address) return;
      const current = (more && listsRef.current[epicId]) || emptyChildList;
      setBusy(epicId, true);
      try {
        const data = await client.request(epicTreeChildrenQuery, {
          ...address,
          epicEndCursor: more ? current.epicCursor : null,
          issueEndCursor: more ? current.issueCursor : null,
          withEpics: !more || current.moreEpics,
          withIssues: !more || current.moreIssues,
        });
        const epic = data.group?.epic;
        if (!epic) throw new Error(FETCH_FAILED);
        for (const child of epic.children?.nodes ?? []) {
          const fullPath = child && referenceNamespacePath(child.reference);
          if (child && fullPath) addresses.current.set(child.id, { fullPath, iid: child.iid });
        }
        setLists((all) => ({ ...all, [epicId]: mergePage(current, epic) }));
        if (epicId === ROOT) {
          setCounts(epic);
          setRootId(epic.id);
        }
      } catch {
        setError(FETCH_FAILED);
      } finally {
        setBusy(epicId, false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(ROOT);
  }, [load]);

  /** Reloads the first page of one epic's children (and the root's counts). */
  const refresh = useCallback(
    async (epicId: string) => {
      await load(epicId);
      if (epicId !== ROOT) await refreshCounts();
      async function refreshCounts() {
        const data = await client
          .request(epicTreeChildrenQuery, { ...root, withEpics: false, withIssues: false })
          .catch(() => null);
        if (data?.group?.epic) setCounts(data.group.epic);
      }
    },
    [client, load, root],
  );

  const toggle = useCallback(
    async (epicId: string) => {
      if (expanded.has(epicId)) {
        setExpanded((s) => new Set([...s].filter((id) => id !== epicId)));
        return;
      }
      if (!listsRef.current[epicId]) await load(epicId);
      setExpanded((s) => new Set(s).add(epicId));
    },
    [expanded, load],
  );

  /**
   * Puts `node` at `index` among `toParent`'s children: shown at once, then saved with
   * epicTreeReorder; on failure undone with the ordering or moving message.
   */
  const move = useCallback(
    async (node: TreeNode, fromParent: string, toParent: string, index: number) => {
      const before = listsRef.current;
      const source = before[fromParent] ?? emptyChildList;
      const target =
        fromParent === toParent
          ? withoutNode(source, node.key)
          : (before[toParent] ?? emptyChildList);
      const placed = withNodeAt(target, node, index);
      const at = placed.nodes.findIndex((n) => n.key === node.key);
      setLists({ ...before, [fromParent]: withoutNode(source, node.key), [toParent]: placed });
      if (toParent !== fromParent) setExpanded((s) => new Set(s).add(toParent));
      const failure = fromParent === toParent ? ORDER_FAILED : MOVE_FAILED;
      // Saves go one at a time, in the order the moves were made: two quick moves sent at once
      // could reach the server in the other order and leave it with another order than shown.
      const previous = saving.current;
      let done = () => {};
      saving.current = new Promise<void>((resolve) => (done = resolve));
      const failuresBefore = failures.current;
      await previous;
      // A move queued behind one that failed is dropped: that rollback put back the lists as
      // they were before the failed move, which already undid this later move on screen.
      if (failures.current !== failuresBefore) {
        done();
        return;
      }
      try {
        if (!rootId) throw new Error(failure);
        const { epicTreeReorder } = await client.request(epicTreeReorderMutation, {
          input: {
            baseEpicId: rootId,
            moved: {
              id: node.key,
              ...reorderTarget(placed.nodes, at),
              ...(toParent !== fromParent
                ? { newParentId: toParent === ROOT ? rootId : toParent }
                : {}),
            },
          },
        });
        if (!epicTreeReorder || epicTreeReorder.errors.length) throw new Error(failure);
        setAnnouncement(
          `${node.item.title} moved to position ${at + 1} of ${placed.nodes.length}.`,
        );
        if (toParent !== fromParent) void refresh(toParent === ROOT ? fromParent : toParent);
      } catch {
        failures.current += 1;
        setLists(before);
        setError(failure);
        setAnnouncement(failure);
      } finally {
        done();
      }
    },
    [client, refresh, rootId],
  );

  return {
    rootId,
    lists,
    expanded,
    loading,
    counts,
    error,
    announcement,
    setError,
    setAnnouncement,
    load,
    refresh,
    toggle,
    /** Shows an epic's loaded children (a form under it added one). */
    expand: (epicId: string) => setExpanded((s) => new Set(s).add(epicId)),
    move,
    setLists,
    rememberEpic: (id: string, address: EpicAddress) => addresses.current.set(id, address),
  };
}

export type EpicTree = ReturnType<typeof useEpicTree>;
