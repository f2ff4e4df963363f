/** Failures counted per key (an address, or an account from an address) within this window. */
export const SIGN_IN_WINDOW_SECONDS = 600;
/** Failures a key may have before each further try must wait. */
export const SIGN_IN_MAX_FAILURES = 10;
/** The first wait; it doubles with each further failure, up to the window. */
export const SIGN_IN_FIRST_WAIT_SECONDS = 5;

export const SIGN_IN_LIMIT_MESSAGE =
  'Too many failed sign-in attempts. Please wait a moment and try again.';

/** One key's recent failures and the seconds since the newest of them (null: none). */
export interface FailureRecord {
  failures: number;
  idleSeconds: number | null;
}

/**
 * Seconds a key must still wait before its next password check: none below the limit, then
 * 5 s, 10 s, 20 s ... after the newest failure, never more than the window. A back-off, not a
 * lock-out: the wait ends by itself, and only this key waits.
 */
export function secondsToWait({ failures, idleSeconds }: FailureRecord): number {
  if (failures < SIGN_IN_MAX_FAILURES || idleSeconds === null) return 0;
  const wait = Math.min(
    SIGN_IN_FIRST_WAIT_SECONDS * 2 ** (failures - SIGN_IN_MAX_FAILURES),
    SIGN_IN_WINDOW_SECONDS,
  );
  return Math.max(0, Math.ceil(wait - idleSeconds));
}
