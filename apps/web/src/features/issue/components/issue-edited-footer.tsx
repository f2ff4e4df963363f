import { Group, Text } from '@mantine/core';
import { UserChip } from '#web/components/user-avatar.tsx';
import { formatTime } from '#web/lib/dates.ts';
import type { IssueDetails } from '../hooks/use-issue-cache.ts';

/**
 * The edited-by footer: 'Edited <date> by <user>' after the title or description was edited
 * (not after label or state changes). Nothing for an issue never edited.
 */
export function IssueEditedFooter({ issue }: { issue: IssueDetails }) {
  const when = formatTime(issue.lastEditedAt);
  if (!when) return null;
  return (
    <Group gap={6} mt="md" data-testid="issue-edited" wrap="wrap">
      <Text size="sm" c="dimmed" component="span">
        {issue.lastEditedBy ? `Edited ${when} by` : `Edited ${when}`}
      </Text>
      {issue.lastEditedBy ? <UserChip user={issue.lastEditedBy} /> : null}
    </Group>
  );
}
