import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { forwardRef } from 'react';

export interface TaskItemMenuProps {
  /** The item's own text, to name the button. */
  label: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
  disabled: boolean;
}

/**
 * The list item's handle: drag it to reorder, or open it (click, Enter, Space) for the keyboard
 * way: 'Move up' / 'Move down'.
 */
export const TaskItemMenu = forwardRef<HTMLButtonElement, TaskItemMenuProps>(function TaskItemMenu(
  { label, canMoveUp, canMoveDown, onMove, disabled },
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
          style={{ cursor: 'grab', verticalAlign: 'middle' }}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
});
