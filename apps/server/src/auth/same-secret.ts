// The module object (not named imports), so a test can watch the comparison being made.
import crypto from 'node:crypto';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Compares a presented secret (CSRF token) with the expected one in constant time. Both are
 * hashed first so the buffers have equal length: neither the comparison nor a length check
 * tells an attacker how much of a guess was right.
 */
export function sameSecret(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
