import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyUnknownLogin } from './passwords.ts';

describe('passwords', () => {
  it('verifies argon2 hashes and refuses missing or malformed ones', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(await verifyPassword(stored, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(stored, 'other')).toBe(false);
    expect(await verifyPassword(null, 's3cret-pass')).toBe(false);
    expect(await verifyPassword('not a hash', 's3cret-pass')).toBe(false);
  });

  it('spends one real verification on unknown logins and refuses them', async () => {
    expect(await verifyUnknownLogin('cairn: no account has this login')).toBe(false);
    expect(await verifyUnknownLogin('anything')).toBe(false);
  });
});
