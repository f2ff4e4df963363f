import { Group, Paper, Stack, Text } from '@mantine/core';
import { EditDeleteButtons } from '#web/components/edit-delete-buttons.tsx';
import type { ResultOf } from '#web/lib/graphql/index.ts';
import type { settingsTemplateFragment } from '../graphql/issue-template.fragment.ts';

export type Template = ResultOf<typeof settingsTemplateFragment>;

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
              <EditDeleteButtons
                name={t.name}
                onEdit={() => onEdit(t)}
                onDelete={() => onDelete(t)}
              />
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
