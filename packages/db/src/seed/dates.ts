/**
 * Calendar dates as whole days since 1970-01-01 (UTC), so seed arithmetic never depends on the
 * machine's time zone and stays cheap for hundreds of thousands of rows.
 */
const MS_PER_DAY = 86_400_000;

export function parseDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${iso}"`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = ms / MS_PER_DAY;
  if (formatDay(day) !== iso) throw new Error(`Not a calendar date: "${iso}"`);
  return day;
}

export function formatDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Today's date in UTC, as YYYY-MM-DD. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** First day of the month `offset` months after the month containing `day`. */
export function monthStart(day: number, offset: number): number {
  const d = new Date(day * MS_PER_DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1) / MS_PER_DAY;
}

/** Last day of the month `offset` months after the month containing `day`. */
export function monthEnd(day: number, offset: number): number {
  return monthStart(day, offset + 1) - 1;
}

/** First day of the calendar quarter `offset` quarters after the one containing `day`. */
export function quarterStart(day: number, offset: number): number {
  const d = new Date(day * MS_PER_DAY);
  const firstMonth = Math.floor(d.getUTCMonth() / 3) * 3;
  return Date.UTC(d.getUTCFullYear(), firstMonth + offset * 3, 1) / MS_PER_DAY;
}

/** "2025 Q3" for the quarter containing `day`. */
export function quarterLabel(day: number): string {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCFullYear()} Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
}

/** A JS Date at `secondOfDay` seconds into `day` (UTC). */
export function dayTime(day: number, secondOfDay: number): Date {
  return new Date(day * MS_PER_DAY + secondOfDay * 1000);
}

/**
 * Formats days as YYYY-MM-DD through a cache: the synthetic seed formats millions of dates that
 * fall within a few thousand distinct days.
 */
export class DayFormatter {
  private readonly cache = new Map<number, string>();

  format(day: number): string {
    let text = this.cache.get(day);
    if (text === undefined) {
      text = formatDay(day);
      this.cache.set(day, text);
    }
    return text;
  }
}
