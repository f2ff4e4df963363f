// The toast a reversible write shows: its message and an Undo button for 10 seconds. Undo closes
// the toast before it writes back, so a second click cannot send the same undo twice.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

const UNDO_MS = 10_000;

export interface UndoToast {
  /** Unique per write, so a later toast never replaces an earlier one's Undo. */
  readonly id: string;
  readonly message: ReactNode;
  readonly onUndo: () => Promise<void>;
  readonly testId?: string;
}

export function showUndoToast({ id, message, onUndo, testId }: UndoToast): void {
  notifications.show({
    id,
    autoClose: UNDO_MS,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid={testId}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            void onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
