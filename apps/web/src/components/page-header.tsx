import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of every page: an optional breadcrumb line, the title, meta and actions. */
export function PageHeader({
  title,
  breadcrumbs,
  badges,
  meta,
  actions,
  description,
}: {
  title: ReactNode;
  breadcrumbs?: ReactNode;
  badges?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Box
      component="header"
      mb="lg"
      pb="md"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {breadcrumbs ? <Box mb={6}>{breadcrumbs}</Box> : null}
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={8} style={{ minWidth: 0 }}>
          {badges ? <Group gap="xs">{badges}</Group> : null}
          <Title
            order={1}
            fz={26}
            fw={650}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="page-title"
          >
            {title}
          </Title>
          {meta ? (
            <Text component="div" size="sm" c="dimmed">
              {meta}
            </Text>
          ) : null}
          {description ? (
            <Text component="div" size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Box>
  );
}
