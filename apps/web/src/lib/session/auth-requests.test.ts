import { describe, expect, it, vi } from 'vitest';
import { signIn, SignInError, signOut } from './auth-requests.ts';
import { fetchSession } from './session.ts';

const json = (status: number, body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

describe('signIn', () => {
  it('posts the login and password and returns the session', async () => {
    const fetch = json(200, { user: { id: 1, username: 'ann', name: 'Ann' }, csrfToken: 't' });
    await expect(signIn('ann', 'secret', fetch)).resolves.toEqual({
      user: { id: 1, username: 'ann', name: 'Ann' },
      csrfToken: 't',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/users/sign_in');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'ann', password: 'secret' });
  });

  it("throws the server's message for a refused sign-in or the rate limit", async () => {
    const refused = json(401, { message: 'Invalid login or password.' });
    const error = await signIn('ann', 'nope', refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).message).toBe('Invalid login or password.');
    expect((error as SignInError).status).toBe(401);

    const limited = json(429, { message: 'Too many failed sign-in attempts.' });
    await expect(signIn('ann', 'nope', limited)).rejects.toThrow(
      'Too many failed sign-in attempts.',
    );
  });

  it('falls back to a generic message when the body has none', async () => {
    const broken = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(signIn('ann', 'x', broken)).rejects.toThrow('Sign-in failed. Try again.');
  });
});

describe('signOut and fetchSession', () => {
  it('sends the CSRF token when signing out', async () => {
    const fetch = json(200, { ok: true });
    await signOut('token-9', fetch);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('token-9');
  });

  it('reads an anonymous session', async () => {
    await expect(fetchSession(json(200, { user: null, csrfToken: null }))).resolves.toEqual({
      user: null,
      csrfToken: null,
    });
  });
});
