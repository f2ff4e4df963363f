import {
  IconCircleCheck,
  IconCircleDot,
  IconSquareCheck,
  IconSquare,
  IconStack2,
} from '@tabler/icons-react';

/** Epic (stack), issue (open/closed circle) or task (open/ticked square) glyph before a title. */
export function WorkItemIcon({ type, state }: { type: 'epic' | 'issue' | 'task'; state: string }) {
  const closed = state === 'closed';
  const color = closed ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-teal-7)';
  if (type === 'epic') {
    return <IconStack2 size={16} color={color} aria-label={closed ? 'Closed epic' : 'Open epic'} />;
  }
  if (type === 'task') {
    const Task = closed ? IconSquareCheck : IconSquare;
    return <Task size={16} color={color} aria-label={closed ? 'Closed task' : 'Open task'} />;
  }
  const Icon = closed ? IconCircleCheck : IconCircleDot;
  return <Icon size={16} color={color} aria-label={closed ? 'Closed issue' : 'Open issue'} />;
}
