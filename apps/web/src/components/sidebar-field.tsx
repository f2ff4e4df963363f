import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sidebar-field.module.css';

/** One labelled value in a detail page's sidebar (Start date, Labels, Milestone...). */
export function SidebarField({
  label,
  children,
  empty = 'None',
}: {
  label: string;
  children?: ReactNode;
  empty?: string;
}) {
  const hasValue = children !== null && children !== undefined && children !== false;
  return (
    <Stack gap={4} py="sm" className={classes.field}>
      <Text size="xs" fw={600} c="gray.7" tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {hasValue ? (
        <Text component="div" size="sm">
          {children}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}
