import { Group, Text } from '@mantine/core';
import { IconCircleDot, IconHeartbeat, IconStack2, IconWeight } from '@tabler/icons-react';
import { COUNTS_NOTE } from './tree-messages.ts';
import type { TreeCounts } from './use-epic-tree.ts';

type Health = TreeCounts['healthStatus'];

/** The three health counts, shown only when their sum is above 0. */
function HealthCounts({ health }: { health: Health }) {
  const onTrack = health?.issuesOnTrack ?? 0;
  const attention = health?.issuesNeedingAttention ?? 0;
  const atRisk = health?.issuesAtRisk ?? 0;
  if (onTrack + attention + atRisk === 0) return null;
  return (
    <Text span size="sm" c="dimmed" data-testid="tree-health">
      <IconHeartbeat size={14} aria-hidden /> {onTrack} on track, {attention} needs attention,{' '}
      {atRisk} at risk
    </Text>
  );
}

/** Open/closed epics and issues and weight sums and health counts of all descendants, with
 * COUNTS_NOTE (what the counts leave out). */
export function TreeCountsLine({ counts }: { counts: TreeCounts | null }) {
  if (!counts) return null;
  const c = counts.descendantCounts;
  const w = counts.descendantWeightSum;
  return (
    <Group gap="sm" component="span" data-testid="tree-counts">
      <Text span size="sm" c="dimmed">
        <IconStack2 size={14} aria-hidden /> Epics {c?.openedEpics ?? 0} open, {c?.closedEpics ?? 0}{' '}
        closed
      </Text>
      <Text span size="sm" c="dimmed">
        <IconCircleDot size={14} aria-hidden /> Issues {c?.openedIssues ?? 0} open,{' '}
        {c?.closedIssues ?? 0} closed
      </Text>
      <Text span size="sm" c="dimmed">
        <IconWeight size={14} aria-hidden /> Weight {w?.openedIssues ?? 0} open,{' '}
        {w?.closedIssues ?? 0} closed
      </Text>
      <HealthCounts health={counts.healthStatus} />
      <Text span size="xs" c="dimmed">
        {COUNTS_NOTE}
      </Text>
    </Group>
  );
}
