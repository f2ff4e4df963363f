import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import {
  deleteActionLabel,
  deleteConfirmationBody,
  deleteFormFields,
  type DeletableType,
} from './delete-confirmation.ts';

export interface DeleteConfirmationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The item type as the page names it ('Epic', 'Issue', ...). */
  type: DeletableType;
  /** The item's web path; the form posts there and the browser follows the server's redirect. */
  action: string;
  /** The session's CSRF token (the server checks it against the cookie session). */
  csrfToken: string;
}

/**
 * Asks before deleting an epic or issue. Confirming submits a real HTML form (POST with
 * `_method=delete`, the CSRF token and `destroy_confirm=true`) to the item's path; the server
 * answers with a redirect to the list, which the browser follows as a full page load.
 */
export function DeleteConfirmationModal({
  opened,
  onClose,
  type,
  action,
  csrfToken,
}: DeleteConfirmationModalProps) {
  const [submitting, setSubmitting] = useState(false);
  const label = deleteActionLabel(type);
  return (
    <Modal
      opened={opened}
      onClose={submitting ? () => undefined : onClose}
      title={label}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="delete-confirmation"
    >
      <form method="post" action={action} onSubmit={() => setSubmitting(true)}>
        {deleteFormFields(csrfToken).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Text size="sm" mb="lg">
          {deleteConfirmationBody(type)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          {/* red.9: white on it passes 4.5:1 (red.6 does not). */}
          <Button type="submit" color="red.9" loading={submitting}>
            {label}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
