import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('names statements unless set to 0', () => {
    expect(loadEnv({}).DATABASE_PREPARED_STATEMENTS).toBe('1');
    expect(loadEnv({ DATABASE_PREPARED_STATEMENTS: '0' }).DATABASE_PREPARED_STATEMENTS).toBe('0');
  });

  it('refuses any other value, naming the setting', () => {
    expect(() => loadEnv({ DATABASE_PREPARED_STATEMENTS: 'false' })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_PREPARED_STATEMENTS: /,
    );
  });
});
