import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { IconClock, IconWeight } from '@tabler/icons-react';
import { LabelList } from '#web/components/label-badge.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { formatDate, formatDateRange } from '#web/lib/dates.ts';
import { BlockingCounts } from './blocking-popover.tsx';
import type { TreeNode } from './tree-model.ts';

/** A row's metadata: reference, dates, weight, milestone, assignees, blocked state, labels. */
export function TreeRowDetails({
  node,
  showLabels,
  tabIndex,
}: {
  node: TreeNode;
  showLabels: boolean;
  /** The row's inner tab stop (0 on the active row, else -1). */
  tabIndex: number;
}) {
  const labels = node.item.labels?.nodes ?? [];
  return (
    <Group gap="xs" wrap="wrap" component="span" style={{ fontSize: 12 }}>
      <Text span size="xs" c="dimmed">
        {node.item.reference}
      </Text>
      {node.kind === 'epic' ? (
        node.item.startDate || node.item.dueDate ? (
          <Text span size="xs" c="dimmed">
            {formatDateRange(node.item.startDate, node.item.dueDate)}
          </Text>
        ) : null
      ) : node.item.dueDate ? (
        <Text span size="xs" c="dimmed">
          <IconClock size={12} aria-hidden /> Due {formatDate(node.item.dueDate)}
        </Text>
      ) : null}
      {node.kind === 'issue' && node.item.weight != null ? (
        <Text span size="xs" c="dimmed" title="Weight">
          <IconWeight size={12} aria-hidden /> Weight {node.item.weight}
        </Text>
      ) : null}
      {node.kind === 'issue' && node.item.milestone ? (
        <Text span size="xs" c="dimmed">
          Milestone: {node.item.milestone.title}
        </Text>
      ) : null}
      <BlockingCounts node={node} tabIndex={tabIndex} />
      {node.kind === 'issue' && node.item.assignees?.nodes?.length ? (
        <Avatar.Group spacing={6} aria-label="Assignees">
          {node.item.assignees.nodes.flatMap((user) =>
            user
              ? [
                  <Tooltip key={user.id} label={user.name} withinPortal>
                    <UserAvatar user={user} size={20} />
                  </Tooltip>,
                ]
              : [],
          )}
        </Avatar.Group>
      ) : null}
      {showLabels && labels.length ? <LabelList labels={labels} /> : null}
    </Group>
  );
}
