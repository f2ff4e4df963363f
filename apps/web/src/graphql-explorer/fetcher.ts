import type { Session } from '../lib/session/session.ts';

/** What GraphiQL hands its fetcher: one operation. */
export interface ExplorerRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * GraphiQL's fetcher for Cairn: POSTs to /api/graphql on the same origin with the session cookie
 * and, when signed in, the session's CSRF token as the web app sends it. Anonymous visitors run
 * queries; the server refuses their mutations.
 */
export function createExplorerFetcher(
  session: () => Promise<Session>,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
) {
  return async (request: ExplorerRequest): Promise<unknown> => {
    const { csrfToken } = await session();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    };
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    const response = await fetchImpl('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(request),
    });
    return response.json();
  };
}

/** The first query a visitor sees. */
export const DEFAULT_QUERY = `# Cairn's GraphQL API (GitLab's schema). Anyone may run queries on public
# content; mutations need a signed-in session. Ctrl-Enter runs the operation.
query Explorer {
  currentUser {
    username
  }
  groups(first: 5) {
    nodes {
      fullPath
      name
    }
  }
}
`;
