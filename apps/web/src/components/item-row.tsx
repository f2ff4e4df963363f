import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from './internal-link.tsx';
import classes from './namespace-row.module.css';

/** A row of an epic or issue list: icon, linked title, a meta line, and trailing details. */
export function ItemRow({
  icon,
  title,
  href,
  meta,
  aside,
  testId,
}: {
  icon: ReactNode;
  title: string;
  href: string;
  meta?: ReactNode;
  aside?: ReactNode;
  testId?: string;
}) {
  return (
    <li className={classes.row} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span style={{ display: 'inline-flex', paddingTop: 3 }}>{icon}</span>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <InternalLink href={href} fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </InternalLink>
          {meta ? (
            <Text component="div" size="xs" c="dimmed">
              {meta}
            </Text>
          ) : null}
        </Stack>
        {aside ? (
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {aside}
          </Group>
        ) : null}
      </Group>
    </li>
  );
}
