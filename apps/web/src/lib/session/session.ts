import { queryOptions } from '@tanstack/react-query';

export interface SessionUser {
  id: number | string;
  username: string;
  name: string;
  isAdmin?: boolean;
}

/** GET /-/session: who is signed in, and the CSRF token every cookie-authenticated POST sends. */
export interface Session {
  user: SessionUser | null;
  csrfToken: string | null;
}

export const anonymousSession: Session = { user: null, csrfToken: null };

export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<Session> {
  const response = await fetchImpl('/-/session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load the session (HTTP ${response.status})`);
  const body = (await response.json()) as Partial<Session>;
  return { user: body.user ?? null, csrfToken: body.csrfToken ?? null };
}

export const sessionQueryKey = ['session'] as const;

/** The session lives in the query cache; sign-in and sign-out replace it there. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => fetchSession(),
    staleTime: 5 * 60_000,
  });
}
