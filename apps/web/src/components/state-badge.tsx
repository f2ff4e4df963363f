import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDot } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** 'Open' for opened (and reopened) items, 'Closed' for closed ones. */
export function stateText(state: string): 'Open' | 'Closed' {
  return state === 'closed' ? 'Closed' : 'Open';
}

// Explicit colours: Mantine's light variant puts teal-9 text on teal-1 at 4.3:1, under WCAG AA.
const OPEN_COLORS = { '--badge-bg': '#dcf5e9', '--badge-color': '#0b5e3b' };
const CLOSED_COLORS = { '--badge-bg': '#e0ecff', '--badge-color': '#1c4d8c' };

/** `suffix` follows the text (the issue page's ' (duplicated)' link on closed issues). */
export function StateBadge({ state, suffix }: { state: string; suffix?: ReactNode }) {
  const closed = state === 'closed';
  const Icon = closed ? IconCircleCheck : IconCircleDot;
  return (
    <Badge
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      variant="light"
      color={closed ? 'blue' : 'teal'}
      style={closed ? CLOSED_COLORS : OPEN_COLORS}
      leftSection={<Icon size={16} aria-hidden />}
      data-testid="state-badge"
    >
      {stateText(state)}
      {suffix}
    </Badge>
  );
}
