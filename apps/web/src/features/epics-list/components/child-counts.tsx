import { Group, Text, Tooltip } from '@mantine/core';
import { IconCircleDot, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type DescendantCounts = {
  openedEpics?: number | null;
  closedEpics?: number | null;
  openedIssues?: number | null;
  closedIssues?: number | null;
};

function Count({
  icon,
  noun,
  opened,
  closed,
}: {
  icon: ReactNode;
  noun: string;
  opened: number;
  closed: number;
}) {
  const label = `${noun}: ${opened} open, ${closed} closed`;
  return (
    <Tooltip label={label}>
      <Group gap={4} wrap="nowrap" component="span" aria-label={label} tabIndex={0} role="img">
        {icon}
        <Text span size="sm" c="dimmed">
          {opened + closed}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** Child epic and issue counts (descendantCounts), each with its open/closed split in a tooltip. */
export function ChildCounts({ counts }: { counts: DescendantCounts | null | undefined }) {
  const value = (n: number | null | undefined) => n ?? 0;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="child-counts">
      <Count
        icon={<IconStack2 size={16} aria-hidden color="var(--mantine-color-gray-6)" />}
        noun="Child epics"
        opened={value(counts?.openedEpics)}
        closed={value(counts?.closedEpics)}
      />
      <Count
        icon={<IconCircleDot size={16} aria-hidden color="var(--mantine-color-gray-6)" />}
        noun="Issues"
        opened={value(counts?.openedIssues)}
        closed={value(counts?.closedIssues)}
      />
    </Group>
  );
}
