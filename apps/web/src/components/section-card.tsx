import { Badge, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a page (e.g. "Subgroups", "Child issues and epics") with an optional count. */
export function SectionCard({
  title,
  count,
  actions,
  children,
  headingId,
}: {
  title: string;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
  headingId: string;
}) {
  return (
    <Paper component="section" withBorder radius="md" aria-labelledby={headingId} mb="lg">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="xs">
          <Title order={2} fz="md" fw={600} id={headingId}>
            {title}
          </Title>
          {count !== undefined ? (
            <Badge variant="light" color="gray" radius="sm" aria-label={`${count} items`}>
              {count}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
