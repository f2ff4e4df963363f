import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDotsVertical,
  IconFolderSymlink,
  IconX,
} from '@tabler/icons-react';
import type { TreeNode } from './tree-model.ts';
import { useTreeContext } from './tree-context.ts';
import { FormMenuItems } from './tree-forms.tsx';

/** A row's keyboard way to reorder and move (docs/decisions/epic-page.md, Accessibility), the add/create forms under a
 * child epic, and remove. */
export function TreeRowMenu({
  node,
  parentId,
  index,
  count,
  tabIndex,
}: {
  node: TreeNode;
  parentId: string;
  index: number;
  count: number;
  tabIndex: number;
}) {
  const { tree, onRemove, onMoveTo, onOpenForm, canAddEpics } = useTreeContext();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${node.item.title}`}
          tabIndex={tabIndex}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <IconDotsVertical size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowUp size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => void tree.move(node, parentId, parentId, index - 1)}
        >
          Move up
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={16} aria-hidden />}
          disabled={index >= count - 1}
          onClick={() => void tree.move(node, parentId, parentId, index + 1)}
        >
          Move down
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFolderSymlink size={16} aria-hidden />}
          onClick={() => onMoveTo(node, parentId)}
        >
          Move to…
        </Menu.Item>
        <Menu.Divider />
        {node.kind === 'epic' ? (
          <>
            <FormMenuItems withEpics={canAddEpics} onOpen={(kind) => onOpenForm(kind, node.key)} />
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onRemove(node, parentId)}
        >
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
