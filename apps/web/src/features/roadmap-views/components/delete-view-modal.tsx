// Asks before deleting the applied view.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { deleteBody } from '../utils/messages.ts';

export function DeleteViewModal({
  name,
  onClose,
  onConfirm,
}: {
  name: string;
  onClose: () => void;
  /** Rejects with the text to show. */
  onConfirm: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setDeleting(false);
    }
  };
  return (
    <Modal
      opened
      onClose={deleting ? () => undefined : onClose}
      title="Delete view"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb={error ? 'xs' : 'lg'}>
        {deleteBody(name)}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" mb="lg" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={() => void confirm()} loading={deleting}>
          Delete view
        </Button>
      </Group>
    </Modal>
  );
}
