import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconSubtask,
  IconTrash,
} from '@tabler/icons-react';
import { forwardRef } from 'react';

export interface TaskItemMenuProps {
  /** The item's own text, to name the button. */
  label: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Null: the list has one item, so no moves. */
  onMove: ((direction: 'up' | 'down') => void) | null;
  /** Task items only: 'Convert to child item' and 'Delete'. */
  onConvert?: () => void;
  onDelete?: () => void;
  disabled: boolean;
}

/**
 * The list item's handle: drag it to reorder, or open it (click, Enter, Space) for the keyboard
 * way ('Move up' / 'Move down'); task items also offer 'Convert to child item' and 'Delete'.
 */
export const TaskItemMenu = forwardRef<HTMLButtonElement, TaskItemMenuProps>(function TaskItemMenu(
  { label, canMoveUp, canMoveDown, onMove, onConvert, onDelete, disabled },
  ref,
) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={ref}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Actions for ${label}`}
          disabled={disabled}
          data-task-handle
          style={{ cursor: onMove ? 'grab' : 'pointer', verticalAlign: 'middle' }}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onMove ? (
          <>
            <Menu.Item
              leftSection={<IconArrowUp size={14} aria-hidden />}
              disabled={!canMoveUp}
              onClick={() => onMove('up')}
            >
              Move up
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={14} aria-hidden />}
              disabled={!canMoveDown}
              onClick={() => onMove('down')}
            >
              Move down
            </Menu.Item>
          </>
        ) : null}
        {onConvert ? (
          <Menu.Item leftSection={<IconSubtask size={14} aria-hidden />} onClick={onConvert}>
            Convert to child item
          </Menu.Item>
        ) : null}
        {onDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
});
