/**
 * The app's single source of "today". Browser tests (and a server started with CAIRN_TODAY) fix
 * it through `window.__CAIRN_TODAY__` or `<meta name="cairn-today" content="YYYY-MM-DD">`;
 * otherwise it is the real local date. Code below the app reads today only from here.
 */

declare global {
  interface Window {
    __CAIRN_TODAY__?: string;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a local-midnight Date, or null when the text is not a real date. */
export function parseIsoDate(text: string | null | undefined): Date | null {
  const match = ISO_DATE.exec(text?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const valid =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return valid ? date : null;
}

/** Formats a Date's local calendar day as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface TodaySources {
  /** The value of `window.__CAIRN_TODAY__`. */
  override?: string | null;
  /** The content of `<meta name="cairn-today">`. */
  meta?: string | null;
  /** The real clock. */
  now: () => Date;
}

/** Resolves today from the given sources, in order; pure so it can be tested. */
export function resolveToday({ override, meta, now }: TodaySources): Date {
  const fixed = parseIsoDate(override) ?? parseIsoDate(meta);
  if (fixed) return fixed;
  const real = now();
  return new Date(real.getFullYear(), real.getMonth(), real.getDate());
}

function browserSources(): TodaySources {
  if (typeof window === 'undefined') return { now: () => new Date() };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="cairn-today"]');
  return { override: window.__CAIRN_TODAY__, meta: meta?.content, now: () => new Date() };
}

/** Today at local midnight (a fresh Date each call; callers may not share mutations). */
export function today(): Date {
  return resolveToday(browserSources());
}

/** Today as YYYY-MM-DD. */
export function todayIso(): string {
  return toIsoDate(today());
}
