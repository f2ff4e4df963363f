import { Button, Group, Modal, Text } from '@mantine/core';
import { SPAM_CONFIRM, SPAM_CONFIRM_BODY, SPAM_CONFIRM_TITLE } from '../utils/issue-messages.ts';

/** 'Submit as spam' hides the issue from everyone but admins: the admin confirms it first. */
export function SpamConfirmModal({
  opened,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={SPAM_CONFIRM_TITLE} centered>
      <Text size="sm">{SPAM_CONFIRM_BODY}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          {SPAM_CONFIRM}
        </Button>
      </Group>
    </Modal>
  );
}
