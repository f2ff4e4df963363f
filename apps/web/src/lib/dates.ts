import { format, isValid, parseISO } from 'date-fns';
import { parseIsoDate } from './today.ts';

/** Formats an API `Date` (YYYY-MM-DD) as "Nov 21, 2026"; null for missing or invalid input. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parseIsoDate(value);
  return date ? format(date, 'MMM d, yyyy') : null;
}

/** Formats an API `Time` (ISO 8601 timestamp) as "Nov 21, 2026" in the viewer's time zone. */
export function formatTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : null;
}

/** "Nov 1, 2026 – Dec 31, 2026", with "No start date" / "No due date" for a missing end. */
export function formatDateRange(
  startDate: string | null | undefined,
  dueDate: string | null | undefined,
): string {
  const start = formatDate(startDate);
  const due = formatDate(dueDate);
  if (!start && !due) return 'No dates';
  return `${start ?? 'No start date'} – ${due ?? 'No due date'}`;
}
