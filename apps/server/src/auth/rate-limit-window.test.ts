import { describe, expect, it } from 'vitest';
import { secondsUntilAllowed, type WindowRule } from './rate-limit-window.ts';

const perMinute = (max: number): WindowRule => ({ windowSeconds: 60, max, measure: 'count' });
const bytesPerHour = (max: number): WindowRule => ({ windowSeconds: 3600, max, measure: 'amount' });
const ago = (ageSeconds: number, amount = 0) => ({ ageSeconds, amount });

describe('secondsUntilAllowed', () => {
  it('allows actions under the count, then waits for the oldest to leave the window', () => {
    expect(secondsUntilAllowed([ago(50), ago(10)], [perMinute(3)], 0)).toBe(0);
    expect(secondsUntilAllowed([ago(50), ago(20), ago(10)], [perMinute(3)], 0)).toBe(10);
    // Actions older than the window no longer count.
    expect(secondsUntilAllowed([ago(70), ago(20), ago(10)], [perMinute(3)], 0)).toBe(0);
  });

  it('waits at least one second, rounding up', () => {
    expect(secondsUntilAllowed([ago(59.9)], [perMinute(1)], 0)).toBe(1);
    expect(secondsUntilAllowed([ago(0.5)], [perMinute(1)], 0)).toBe(60);
  });

  it('weighs amounts: waits until enough bytes have left the window', () => {
    const past = [ago(3000, 40), ago(1000, 40), ago(10, 10)];
    expect(secondsUntilAllowed(past, [bytesPerHour(100)], 10)).toBe(0);
    expect(secondsUntilAllowed(past, [bytesPerHour(100)], 30)).toBe(600);
    expect(secondsUntilAllowed(past, [bytesPerHour(100)], 60)).toBe(2600);
    // More than the whole allowance never fits: try again after a full window.
    expect(secondsUntilAllowed([], [bytesPerHour(100)], 101)).toBe(3600);
  });

  it('takes the longest wait of several rules, and ignores rules set to 0', () => {
    const past = [ago(3000, 90), ago(30, 5)];
    expect(secondsUntilAllowed(past, [perMinute(1), bytesPerHour(100)], 10)).toBe(600);
    expect(secondsUntilAllowed(past, [perMinute(0), bytesPerHour(0)], 10)).toBe(0);
  });
});
