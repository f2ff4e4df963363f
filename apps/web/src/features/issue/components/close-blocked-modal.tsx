import { Button, Group, Modal, Text } from '@mantine/core';
import { BLOCKED_CLOSE_CONFIRM, BLOCKED_CLOSE_TITLE } from '../utils/issue-messages.ts';

/** §2.1: closing an issue that open items block asks first. */
export function CloseBlockedModal({
  opened,
  blockedByCount,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  blockedByCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={BLOCKED_CLOSE_TITLE} centered>
      <Text size="sm">
        {blockedByCount === 1
          ? 'This issue is blocked by 1 open item.'
          : `This issue is blocked by ${blockedByCount} open items.`}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          {BLOCKED_CLOSE_CONFIRM}
        </Button>
      </Group>
    </Modal>
  );
}
