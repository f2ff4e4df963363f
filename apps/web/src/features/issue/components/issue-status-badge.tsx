import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDot } from '@tabler/icons-react';
import { InternalLink } from '../../../components/internal-link.tsx';

/** Where a closed issue went: duplicated to, moved to, or promoted to an epic. */
export interface ClosedAs {
  kind: 'duplicated' | 'moved' | 'promoted';
  webPath: string;
}

// Explicit colours (as StateBadge): Mantine's light variant is under WCAG AA contrast.
const OPEN_COLORS = { '--badge-bg': '#dcf5e9', '--badge-color': '#0b5e3b' };
const CLOSED_COLORS = { '--badge-bg': '#e0ecff', '--badge-color': '#1c4d8c' };

/** §2.1: 'Open' for opened or reopened; 'Closed', or 'Closed (duplicated|moved|promoted)' linked. */
export function IssueStatusBadge({
  state,
  closedAs,
}: {
  state: string;
  closedAs?: ClosedAs | null;
}) {
  const closed = state === 'closed';
  const Icon = closed ? IconCircleCheck : IconCircleDot;
  return (
    <Badge
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      variant="light"
      style={closed ? CLOSED_COLORS : OPEN_COLORS}
      leftSection={<Icon size={16} aria-hidden />}
      data-testid="state-badge"
    >
      {closed ? 'Closed' : 'Open'}
      {closed && closedAs ? (
        <>
          {' ('}
          <InternalLink href={closedAs.webPath} c="inherit" td="underline" fz="inherit">
            {closedAs.kind}
          </InternalLink>
          {')'}
        </>
      ) : null}
    </Badge>
  );
}
