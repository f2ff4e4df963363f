import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useEffect, useRef } from 'react';
import { dropIndex, type DropZone } from './drop-zone.ts';
import type { RowDragData } from './tree-row.tsx';
import { emptyChildList } from './tree-model.ts';
import type { EpicTree } from './use-epic-tree.ts';

const isRow = (data: Record<string, unknown>): data is RowDragData => data.treeRow === true;

/** Applies a drop of a row on another row (before, after, or inside an epic). Escape cancels. */
export function useDropMonitor(tree: EpicTree, enabled: boolean) {
  // Read at drop time through a ref: the monitor stays registered across re-renders.
  const treeRef = useRef(tree);
  treeRef.current = tree;
  useEffect(() => {
    if (!enabled) return;
    return monitorForElements({
      canMonitor: ({ source }) => isRow(source.data),
      onDrop: ({ source, location }) => {
        const tree = treeRef.current;
        const target = location.current.dropTargets[0];
        if (!target || !isRow(source.data) || !isRow(target.data)) return;
        const from = source.data;
        const to = target.data;
        const node = tree.lists[from.parentId]?.nodes.find((n) => n.key === from.key);
        if (!node) return;
        const zone = to.zone as DropZone;
        if (zone === 'inside') {
          const length = (tree.lists[to.key] ?? emptyChildList).nodes.length;
          void tree.move(node, from.parentId, to.key, length);
          return;
        }
        const same = from.parentId === to.parentId;
        const index = dropIndex(zone, to.index, same, from.index);
        if (same && index === from.index) return;
        void tree.move(node, from.parentId, to.parentId, index);
      },
    });
  }, [enabled]);
}
