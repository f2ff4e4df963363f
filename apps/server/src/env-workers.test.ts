import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('CAIRN_WORKERS', () => {
  it('is one process unless set', () => {
    expect(loadEnv({}).CAIRN_WORKERS).toBe(1);
  });

  it('takes several workers on PostgreSQL', () => {
    const env = loadEnv({ CAIRN_WORKERS: '2', DATABASE_URL: 'postgresql://db.internal/cairn' });
    expect(env.CAIRN_WORKERS).toBe(2);
  });

  it('refuses several workers on the embedded database, naming the setting', () => {
    expect(() => loadEnv({ CAIRN_WORKERS: '2' })).toThrow(
      'Invalid configuration:\n  CAIRN_WORKERS: more than 1 worker needs DATABASE_URL (the embedded database belongs to one process)',
    );
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '1.5', '65', 'two'])
      expect(() => loadEnv({ CAIRN_WORKERS: value })).toThrow(
        /^Invalid configuration:\n {2}CAIRN_WORKERS: /,
      );
  });
});
