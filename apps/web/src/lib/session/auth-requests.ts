import type { Session } from './session.ts';

/** A sign-in the server refused; `message` is the server's text ('Invalid login or password.'). */
export class SignInError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SignInError';
    this.status = status;
  }
}

const FALLBACK_MESSAGE = 'Sign-in failed. Try again.';

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE;
  } catch {
    return FALLBACK_MESSAGE;
  }
}

/** POST /users/sign_in; resolves to the new session or throws SignInError with the server text. */
export async function signIn(
  login: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Session> {
  const response = await fetchImpl('/users/sign_in', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new SignInError(response.status, await messageOf(response));
  const body = (await response.json()) as Session;
  return { user: body.user, csrfToken: body.csrfToken };
}

/** POST /users/sign_out with the session's CSRF token. */
export async function signOut(csrfToken: string | null, fetchImpl: typeof fetch = fetch) {
  const response = await fetchImpl('/users/sign_out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
  });
  if (!response.ok) throw new Error(await messageOf(response));
}
