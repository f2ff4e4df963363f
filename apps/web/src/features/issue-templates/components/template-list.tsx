import { Button, Group, Paper, Stack, Text } from '@mantine/core';

export interface Template {
  id: string;
  name: string;
  content: string;
  inherited: boolean;
  sourceName: string;
}

/** Templates by name; with handlers each gets Edit and Delete, inherited ones say where from. */
export function TemplateList({
  label,
  templates,
  onEdit,
  onDelete,
}: {
  label: string;
  templates: readonly Template[];
  onEdit?: (t: Template) => void;
  onDelete?: (t: Template) => void;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {templates.map((t) => (
        <Paper component="li" key={t.id} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={600}>{t.name}</Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {t.inherited ? `From ${t.sourceName}. ` : ''}
                {t.content}
              </Text>
            </Stack>
            {onEdit && onDelete ? (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Edit ${t.name}`}
                  onClick={() => onEdit(t)}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => onDelete(t)}
                >
                  Delete
                </Button>
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
