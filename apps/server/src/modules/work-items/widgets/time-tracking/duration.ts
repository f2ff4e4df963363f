/**
 * GitLab's time-tracking durations (`1w 2d 3h 4m`): parsed to seconds and formatted back, with
 * the instance's hours per day and days per week (a month is four weeks). A number without a
 * unit is hours, as GitLab's `TimeTrackingFormatter` reads it.
 */

export interface TimeUnits {
  readonly hoursPerDay: number;
  readonly daysPerWeek: number;
}

export const DEFAULT_UNITS: TimeUnits = { hoursPerDay: 8, daysPerWeek: 5 };

const UNIT_NAMES: Record<string, 'mo' | 'w' | 'd' | 'h' | 'm' | 's'> = {
  mo: 'mo',
  mon: 'mo',
  month: 'mo',
  months: 'mo',
  w: 'w',
  wk: 'w',
  wks: 'w',
  week: 'w',
  weeks: 'w',
  d: 'd',
  day: 'd',
  days: 'd',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  m: 'm',
  min: 'm',
  mins: 'm',
  minute: 'm',
  minutes: 'm',
  s: 's',
  sec: 's',
  secs: 's',
  second: 's',
  seconds: 's',
};

function unitSeconds(units: TimeUnits) {
  const day = units.hoursPerDay * 3600;
  const week = units.daysPerWeek * day;
  return { mo: 4 * week, w: week, d: day, h: 3600, m: 60, s: 1 } as const;
}

const TOKEN = /(\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)/gy;

/**
 * Seconds of a duration text, negative when it starts with `-` (a `/spend -30m`); null when the
 * text is not a duration (empty, an unknown unit, stray characters).
 */
export function parseDuration(text: string, units: TimeUnits = DEFAULT_UNITS): number | null {
  let rest = text.trim().toLowerCase();
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1).trimStart();
  if (!rest) return null;
  const seconds = unitSeconds(units);
  let total = 0;
  let at = 0;
  while (at < rest.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(rest);
    if (!match) return null;
    const unit = match[2] ? UNIT_NAMES[match[2]] : 'h';
    if (!unit) return null;
    total += Number(match[1]) * seconds[unit];
    at = TOKEN.lastIndex;
    // Parts are separated by spaces or commas, or follow each other (`3h30m`).
    while (at < rest.length && /[\s,]/.test(rest[at]!)) at++;
  }
  const rounded = Math.round(total);
  return negative ? -rounded : rounded;
}

/**
 * GitLab's human duration (`1w 2d 3h 4m`, `3h 30m`, `0h` for nothing) of a count of seconds; a
 * negative count reads with a leading `-`. Months are written as weeks, as GitLab does.
 */
export function formatDuration(total: number, units: TimeUnits = DEFAULT_UNITS): string {
  if (total < 0) return `-${formatDuration(-total, units)}`;
  const seconds = unitSeconds(units);
  let rest = Math.round(total);
  const parts: string[] = [];
  for (const unit of ['w', 'd', 'h', 'm', 's'] as const) {
    const count = Math.floor(rest / seconds[unit]);
    rest -= count * seconds[unit];
    if (count) parts.push(`${count}${unit}`);
  }
  return parts.length ? parts.join(' ') : '0h';
}
