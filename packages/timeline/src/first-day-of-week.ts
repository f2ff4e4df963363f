// The first day of the week comes from a server setting (the roadmap's page data); 0 = Sunday.
export type FirstDayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_FIRST_DAY_OF_WEEK: FirstDayOfWeek = 0;
export const DAYS_IN_WEEK = 7;

export function isFirstDayOfWeek(value: unknown): value is FirstDayOfWeek {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/** Reads a setting value (number or numeric string); anything else gives the default, 0. */
export function parseFirstDayOfWeek(value: unknown): FirstDayOfWeek {
  const candidate = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return isFirstDayOfWeek(candidate) ? candidate : DEFAULT_FIRST_DAY_OF_WEEK;
}

export function assertFirstDayOfWeek(value: number): asserts value is FirstDayOfWeek {
  if (!isFirstDayOfWeek(value)) throw new RangeError(`Invalid first day of week: ${value}`);
}
