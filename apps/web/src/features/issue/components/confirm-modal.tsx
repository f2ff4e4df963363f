import { Button, Group, Modal, Text } from '@mantine/core';

/** The issue page's confirmations: a title, one sentence, Cancel and a red confirm button. */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
