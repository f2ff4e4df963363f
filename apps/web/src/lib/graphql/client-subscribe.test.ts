import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, GraphqlError, GraphqlHttpError } from './client.ts';
import { graphql } from './graphql.ts';

const subscription = graphql(`
  subscription ClientTestWeight($issuableId: IssuableID!) {
    issuableWeightUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        weight
      }
    }
  }
`);

function eventStream(body: string, contentType = 'text/event-stream') {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status: 200, headers: { 'content-type': contentType } }),
  );
}

const handlers = () => ({ next: vi.fn(), error: vi.fn() });

describe('GraphqlClient.subscribe', () => {
  it('posts for an event stream with the CSRF token and hands each event on', async () => {
    const fetch = eventStream(
      ':\n\n' +
        'event: next\ndata: {"data":{"issuableWeightUpdated":{"id":"gid://cairn/Issue/1","weight":4}}}\n\n' +
        'event: next\ndata: {"data":{"issuableWeightUpdated":{"id":"gid://cairn/Issue/1","weight":null}}}\n\n' +
        'event: complete\ndata:\n\n',
    );
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => 'token-1' });
    const h = handlers();
    const end = await client.subscribe!(
      subscription,
      { issuableId: 'gid://cairn/Issue/1' },
      h,
      new AbortController().signal,
    );
    expect(end).toBe('complete');
    expect(h.next.mock.calls.map(([data]) => data)).toEqual([
      { issuableWeightUpdated: { id: 'gid://cairn/Issue/1', weight: 4 } },
      { issuableWeightUpdated: { id: 'gid://cairn/Issue/1', weight: null } },
    ]);
    expect(h.error).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/graphql');
    const headers = init?.headers as Record<string, string>;
    expect(headers.accept).toBe('text/event-stream');
    expect(headers['x-csrf-token']).toBe('token-1');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('ClientTestWeight');
    expect(body.variables).toEqual({ issuableId: 'gid://cairn/Issue/1' });
  });

  it('reports GraphQL errors of an event, and a stream that ends without complete', async () => {
    const fetch = eventStream('event: next\ndata: {"errors":[{"message":"not there"}]}\n\n');
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => null });
    const h = handlers();
    const end = await client.subscribe!(
      subscription,
      { issuableId: 'x' },
      h,
      new AbortController().signal,
    );
    expect(end).toBe('closed');
    expect(h.next).not.toHaveBeenCalled();
    const [error] = h.error.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(GraphqlError);
    expect((error as GraphqlError).messages).toEqual(['not there']);
  });

  it('rejects with GraphqlHttpError when the answer is not an event stream', async () => {
    const fetch = eventStream('{"message":"403 Forbidden"}', 'application/json');
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => null });
    await expect(
      client.subscribe!(
        subscription,
        { issuableId: 'x' },
        handlers(),
        new AbortController().signal,
      ),
    ).rejects.toBeInstanceOf(GraphqlHttpError);
  });
});
