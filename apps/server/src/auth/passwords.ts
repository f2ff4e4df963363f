import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let throwawayHash: Promise<string> | undefined;

/**
 * A password check for a login that matches no account: it costs one argon2 verification like
 * a real one, so the answer's timing does not tell which logins exist. Always false.
 */
export async function verifyUnknownLogin(password: string): Promise<false> {
  throwawayHash ??= hash('cairn: no account has this login');
  await verifyPassword(await throwawayHash, password);
  return false;
}
