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
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {/* red.9: white on it passes 4.5:1 (red.6 does not). */}
        <Button color="red.9" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
