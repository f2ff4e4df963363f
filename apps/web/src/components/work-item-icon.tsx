import { IconCircleCheck, IconCircleDot, IconStack2 } from '@tabler/icons-react';

/** Epic (stack) or issue (open/closed circle) glyph shown before an item title. */
export function WorkItemIcon({ type, state }: { type: 'epic' | 'issue'; state: string }) {
  const closed = state === 'closed';
  const color = closed ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-teal-7)';
  if (type === 'epic') {
    return <IconStack2 size={16} color={color} aria-label={closed ? 'Closed epic' : 'Open epic'} />;
  }
  const Icon = closed ? IconCircleCheck : IconCircleDot;
  return <Icon size={16} color={color} aria-label={closed ? 'Closed issue' : 'Open issue'} />;
}
