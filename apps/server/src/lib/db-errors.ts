import { refused } from './errors.ts';

/** Whether an error (or its cause, as drivers and Drizzle wrap them) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write whose unique index guards a name: a duplicate refuses it with `message` (422). */
export async function refusingDuplicates<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(422, message);
    throw error;
  }
}
