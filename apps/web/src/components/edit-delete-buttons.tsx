import { Button, Group } from '@mantine/core';

/** A settings row's Edit and Delete buttons, named after the row ('Edit Bug', 'Delete Bug'). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </Group>
  );
}
