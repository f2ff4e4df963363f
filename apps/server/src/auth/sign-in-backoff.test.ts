import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSecret } from './same-secret.ts';
import { secondsToWait, SIGN_IN_MAX_FAILURES } from './sign-in-backoff.ts';

describe('secondsToWait', () => {
  it('lets a key try freely below the limit', () => {
    expect(secondsToWait({ failures: 0, idleSeconds: null })).toBe(0);
    expect(secondsToWait({ failures: SIGN_IN_MAX_FAILURES - 1, idleSeconds: 0 })).toBe(0);
  });

  it('then doubles the wait after the newest failure, up to the 10-minute window', () => {
    const at = (extra: number, idleSeconds: number) =>
      secondsToWait({ failures: SIGN_IN_MAX_FAILURES + extra, idleSeconds });
    expect([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]).toEqual([5, 10, 20, 40]);
    expect(at(0, 4.2)).toBe(1);
    expect(at(0, 5)).toBe(0);
    expect(at(1, 3)).toBe(7);
    expect(at(20, 0)).toBe(600);
    expect(at(20, 600)).toBe(0);
  });
});

describe('sameSecret', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compares in constant time, whatever the lengths', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(4);
  });
});
