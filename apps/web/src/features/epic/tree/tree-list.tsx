import { Button, Group } from '@mantine/core';
import { emptyChildList } from './tree-model.ts';
import { useTreeContext } from './tree-context.ts';
import { TreeRow, type ChildListRenderer } from './tree-row.tsx';

const childList: ChildListRenderer = (parentId, level) => (
  <TreeList parentId={parentId} level={level} />
);

/** The children of one epic (a nested role=group), with 'Show more' when a cursor has more. */
export function TreeList({
  parentId,
  level,
  labelledBy,
}: {
  parentId: string;
  level: number;
  /** Set on the root list: it is the role=tree, named by the panel's heading. */
  labelledBy?: string;
}) {
  const { tree } = useTreeContext();
  const list = tree.lists[parentId] ?? emptyChildList;
  const more = list.moreEpics || list.moreIssues;
  return (
    <ul
      role={labelledBy ? 'tree' : 'group'}
      aria-labelledby={labelledBy}
      style={{ margin: 0, padding: 0 }}
    >
      {list.nodes.map((node, index) => (
        <TreeRow
          key={node.key}
          node={node}
          parentId={parentId}
          index={index}
          count={list.nodes.length}
          level={level}
          childList={childList}
        />
      ))}
      {more ? (
        <li role="none" style={{ listStyle: 'none' }}>
          <Group px="sm" py={6} pl={level * 20}>
            <Button
              variant="subtle"
              size="xs"
              loading={tree.loading.has(parentId)}
              onClick={() => void tree.load(parentId, true)}
            >
              Show more
            </Button>
          </Group>
        </li>
      ) : null}
    </ul>
  );
}
