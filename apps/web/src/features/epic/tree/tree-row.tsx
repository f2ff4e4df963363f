import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { ActionIcon, Box, Group, Loader } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { WorkItemIcon } from '#web/components/work-item-icon.tsx';
import { dropZone, type DropZone } from './drop-zone.ts';
import { canExpand, type TreeNode } from './tree-model.ts';
import { useTreeContext } from './tree-context.ts';
import { TreeRowDetails } from './tree-row-details.tsx';
import { TreeRowMenu } from './tree-row-menu.tsx';

/** Drag data of a row (read back by the panel's drop monitor). */
export interface RowDragData {
  [key: string]: unknown;
  treeRow: true;
  key: string;
  parentId: string;
  index: number;
  zone?: DropZone;
}

const HOVER_EXPAND_MS = 1000;

/** Renders an expanded epic's children; passed in by TreeList so the two files form no cycle. */
export type ChildListRenderer = (parentId: string, level: number) => ReactNode;

/** One treeitem: the row, then (expanded) its children as a nested group. */
export function TreeRow({
  node,
  parentId,
  index,
  count,
  level,
  childList,
}: {
  node: TreeNode;
  parentId: string;
  index: number;
  count: number;
  level: number;
  childList: ChildListRenderer;
}) {
  const { tree, activeKey, setActiveKey, showLabels, canEdit, renderForm } = useTreeContext();
  // The drag registrations read the tree through a ref, so that a re-render in mid-drag (the
  // hover-expand, a refetch) does not tear them down.
  const treeRef = useRef(tree);
  treeRef.current = tree;
  const rowRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const [zone, setZone] = useState<DropZone | null>(null);
  const expandable = canExpand(node);
  const expanded = tree.expanded.has(node.key);
  const loading = tree.loading.has(node.key);
  const active = activeKey === node.key;
  const inner = active ? 0 : -1;

  useEffect(() => {
    const row = rowRef.current;
    const handle = handleRef.current;
    if (!canEdit || !row || !handle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const data = { treeRow: true, key: node.key, parentId, index } satisfies RowDragData;
    const zoneOf = (clientY: number) => {
      const rect = row.getBoundingClientRect();
      return dropZone(clientY, rect.top, rect.height, node.kind === 'epic');
    };
    return combine(
      draggable({ element: row, dragHandle: handle, getInitialData: () => data }),
      dropTargetForElements({
        element: row,
        canDrop: ({ source }) => source.data.treeRow === true && source.data.key !== node.key,
        getData: ({ input }) => ({ ...data, zone: zoneOf(input.clientY) }),
        onDrag: ({ self }) => {
          const next = self.data.zone as DropZone;
          setZone(next);
          // Hovering 1 s over a collapsed epic with children expands it (never collapses).
          const current = treeRef.current;
          if (next === 'inside' && expandable && !current.expanded.has(node.key) && !timer) {
            timer = setTimeout(() => {
              // Dragging never collapses, so expand only what is still collapsed.
              if (!treeRef.current.expanded.has(node.key)) void treeRef.current.toggle(node.key);
            }, HOVER_EXPAND_MS);
          } else if (next !== 'inside' && timer) {
            clearTimeout(timer);
            timer = undefined;
          }
        },
        onDragLeave: () => {
          setZone(null);
          clearTimeout(timer);
          timer = undefined;
        },
        onDrop: () => {
          setZone(null);
          clearTimeout(timer);
          timer = undefined;
        },
      }),
    );
  }, [canEdit, node, parentId, index, expandable]);

  const zoneStyle =
    zone === 'before'
      ? { boxShadow: 'inset 0 2px 0 var(--mantine-color-blue-6)' }
      : zone === 'after'
        ? { boxShadow: 'inset 0 -2px 0 var(--mantine-color-blue-6)' }
        : zone === 'inside'
          ? { outline: '2px solid var(--mantine-color-blue-6)' }
          : {};

  return (
    // No aria-label: a treeitem is named by its content, which keeps every visible word in its
    // name (WCAG 2.5.3; the title, reference, dates, weight…).
    <li
      role="treeitem"
      aria-level={level}
      aria-setsize={count}
      aria-posinset={index + 1}
      aria-expanded={expandable ? expanded : undefined}
      aria-busy={loading || undefined}
      tabIndex={active ? 0 : -1}
      data-key={node.key}
      data-parent={parentId}
      data-testid={node.kind === 'epic' ? 'child-epic' : 'child-issue'}
      onFocus={(e) => {
        if (e.target === e.currentTarget) setActiveKey(node.key);
      }}
      style={{ listStyle: 'none' }}
    >
      <Box
        ref={rowRef}
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', ...zoneStyle }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start" pl={(level - 1) * 20}>
          {canEdit ? (
            <Box
              component="span"
              ref={handleRef}
              c="dimmed"
              pt={2}
              style={{ cursor: 'grab', display: 'inline-flex' }}
              data-testid="drag-handle"
            >
              <IconGripVertical size={14} aria-hidden />
            </Box>
          ) : null}
          <Box w={22}>
            {expandable ? (
              loading ? (
                <Loader size={14} aria-label="Loading" />
              ) : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  tabIndex={-1}
                  aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.item.title}`}
                  onClick={() => void tree.toggle(node.key)}
                >
                  {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                </ActionIcon>
              )
            ) : null}
          </Box>
          <WorkItemIcon type={node.kind} state={node.item.state} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <InternalLink
              href={node.item.webPath}
              size="sm"
              fw={600}
              tabIndex={inner}
              data-testid="tree-title"
            >
              {node.item.title}
            </InternalLink>
            <TreeRowDetails node={node} showLabels={showLabels} tabIndex={inner} />
          </Box>
          {canEdit ? (
            <TreeRowMenu
              node={node}
              parentId={parentId}
              index={index}
              count={count}
              tabIndex={inner}
            />
          ) : null}
        </Group>
      </Box>
      {node.kind === 'epic' ? renderForm(node.key, level) : null}
      {expandable && expanded ? childList(node.key, level + 1) : null}
    </li>
  );
}
