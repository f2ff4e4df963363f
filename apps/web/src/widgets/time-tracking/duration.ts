/**
 * A time entry's seconds as GitLab's sidebar writes them (`1w 2d 3h 30m`), with GitLab's default
 * units (8-hour days, 5-day weeks); the totals come from the server in the instance's own units.
 */
export function humanDuration(total: number): string {
  if (total < 0) return `-${humanDuration(-total)}`;
  const units: [string, number][] = [
    ['w', 5 * 8 * 3600],
    ['d', 8 * 3600],
    ['h', 3600],
    ['m', 60],
  ];
  let rest = total;
  const parts: string[] = [];
  for (const [unit, seconds] of units) {
    const count = Math.floor(rest / seconds);
    rest -= count * seconds;
    if (count) parts.push(`${count}${unit}`);
  }
  return parts.join(' ') || '0h';
}
