import { Button, Group, List, Modal, Text } from '@mantine/core';
import { secretWarningText, type SecretContentType, type SecretMatch } from './detect-secrets.ts';

export interface SecretWarningModalProps {
  /** The secrets found; the modal is open while this is non-empty. */
  secrets: readonly SecretMatch[];
  contentType: SecretContentType;
  /** 'Add {content type}': save anyway. */
  onConfirm: () => void;
  /** 'Edit {content type}' (and Escape): go back to the text. */
  onEdit: () => void;
}

/**
 * GitLab's 'Warning: Potential secret detected' dialog. No cancel and no close button: the
 * user either adds the text as it is or goes back to edit it (Escape counts as edit).
 */
export function SecretWarningModal({
  secrets,
  contentType,
  onConfirm,
  onEdit,
}: SecretWarningModalProps) {
  const text = secretWarningText(secrets.length, contentType);
  return (
    <Modal
      opened={secrets.length > 0}
      onClose={onEdit}
      title={text.title}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      data-testid="secret-warning"
    >
      <Text size="sm" mb="sm">
        {text.body}
      </Text>
      <List size="sm" mb="lg">
        {secrets.map((secret) => (
          <List.Item key={`${secret.name}:${secret.masked}`}>
            {secret.name}: <code>{secret.masked}</code>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onEdit}>
          {text.edit}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {text.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
