import { Badge, Tooltip } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';

/** GitLab's tooltip for an item whose author is banned. */
export const HIDDEN_BANNED_TOOLTIP = 'This item is hidden because its author has been banned.';
/** The same badge on an item an admin submitted as spam (ours: docs/decisions/issue-page.md). */
export const HIDDEN_SPAM_TOOLTIP = 'This item is hidden because it has been submitted as spam.';

/**
 * GitLab's 'Hidden' badge (warning style, spam icon) on a hidden item, which only admins see:
 * its author is banned, or it was submitted as spam.
 */
export function HiddenBadge({
  spam,
  size = 'lg',
  testId = 'hidden-badge',
}: {
  spam: boolean;
  size?: 'sm' | 'lg';
  testId?: string;
}) {
  return (
    <Tooltip label={spam ? HIDDEN_SPAM_TOOLTIP : HIDDEN_BANNED_TOOLTIP} withinPortal>
      <Badge
        color="orange"
        c="orange.9"
        tt="none"
        variant="light"
        size={size}
        radius="sm"
        leftSection={<IconAlertOctagon size={size === 'sm' ? 12 : 16} aria-hidden />}
        data-testid={testId}
      >
        Hidden
      </Badge>
    </Tooltip>
  );
}
