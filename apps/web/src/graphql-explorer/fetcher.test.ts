import { describe, expect, it, vi } from 'vitest';
import { createExplorerFetcher } from './fetcher.ts';

const reply = () => new Response(JSON.stringify({ data: { ok: true } }));

describe('createExplorerFetcher', () => {
  it("posts the operation with the session's CSRF token", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => reply());
    const fetcher = createExplorerFetcher(
      async () => ({ user: { id: 1, username: 'root', name: 'Root' }, csrfToken: 'tok' }),
      fetchImpl,
    );
    expect(await fetcher({ query: '{ a }', variables: { x: 1 } })).toEqual({ data: { ok: true } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-csrf-token': 'tok',
      },
      body: '{"query":"{ a }","variables":{"x":1}}',
    });
  });

  it('sends no token for anonymous visitors', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => reply());
    await createExplorerFetcher(
      async () => ({ user: null, csrfToken: null }),
      fetchImpl,
    )({
      query: '{ a }',
    });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    });
  });
});
