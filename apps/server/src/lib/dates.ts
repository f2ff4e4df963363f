const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a YYYY-MM-DD date exists (2026-02-30 does not). Year 0000 does not either: PostgreSQL
 * refuses it, and `Date.UTC` would read it as 1900.
 */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
