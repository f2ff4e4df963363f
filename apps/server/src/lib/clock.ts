/** "Today" comes from one place so tests (and CAIRN_TODAY) can fix it. */
export interface Clock {
  now(): Date;
  /** Today's calendar date as YYYY-MM-DD (server-local calendar). */
  today(): string;
}

export function systemClock(fixedToday?: string): Clock {
  return {
    now: () => new Date(),
    today: () => fixedToday ?? isoDate(new Date()),
  };
}

export function isoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}
