import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, GraphqlError, GraphqlHttpError } from './client.ts';
import { graphql } from './graphql.ts';
import { createLiveConnection } from './live-connection.ts';
import { liveServer } from './live-test-server.ts';

const weight = graphql(`
  subscription LiveTestWeight($issuableId: IssuableID!) {
    issuableWeightUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        weight
      }
    }
  }
`);

const settle = () => new Promise((r) => setTimeout(r, 0));
const handlers = () => ({ next: vi.fn(), error: vi.fn() });
const variables = (id: number) => ({ issuableId: `gid://cairn/Issue/${id}` });

function clientOf(server: ReturnType<typeof liveServer>) {
  const live = createLiveConnection({
    endpoint: '/api/graphql',
    getCsrfToken: async () => 'csrf-1',
    fetch: server.fetch,
    lingerMs: 0,
  });
  return createGraphqlClient({ getCsrfToken: async () => 'csrf-1', live });
}

describe('the live connection', () => {
  it('carries two subscriptions over one stream, each event to its own', async () => {
    const server = liveServer();
    const client = clientOf(server);
    const [a, b] = [handlers(), handlers()];
    const signal = new AbortController().signal;
    const ends = [
      client.subscribe!(weight, variables(1), a, signal),
      client.subscribe!(weight, variables(2), b, signal),
    ];
    for (let i = 0; i < 5 && server.posts.length < 2; i++) await settle();
    expect(server.opens()).toBe(1);
    expect(server.posts.map((p) => [p.body.id, p.body.variables])).toEqual([
      ['1', variables(1)],
      ['2', variables(2)],
    ]);
    expect(server.posts[0]!.headers).toMatchObject({
      'x-cairn-live-connection': 'c-1',
      'x-csrf-token': 'csrf-1',
      accept: 'text/event-stream',
    });
    const data = { issuableWeightUpdated: { id: 'gid://cairn/Issue/2', weight: 3 } };
    server.emit('next', { id: '2', payload: { data } });
    server.emit('next', { id: '1', payload: { errors: [{ message: 'gone' }] } });
    server.emit('complete', { id: '1' });
    expect(await ends[0]).toBe('complete');
    expect(a.error).toHaveBeenCalledWith(new GraphqlError(['gone']));
    expect(b.next.mock.calls).toEqual([[data]]);
    // A dropped connection ends the others as closed: the hook opens them again.
    server.end();
    expect(await ends[1]).toBe('closed');
  });

  it('stops a subscription on the server when its signal aborts', async () => {
    const server = liveServer();
    const client = clientOf(server);
    const controller = new AbortController();
    const end = client.subscribe!(weight, variables(1), handlers(), controller.signal);
    for (let i = 0; i < 5 && !server.posts.length; i++) await settle();
    controller.abort();
    expect(await end).toBe('closed');
    for (let i = 0; i < 5 && server.posts.length < 2; i++) await settle();
    expect(server.posts[1]!.body).toEqual({ stop: '1' });
  });

  it('rejects when the connection cannot be opened, and a refused operation', async () => {
    const blocked = vi.fn(async () => new Response('no', { status: 502 }));
    const live = createLiveConnection({
      endpoint: '/x',
      getCsrfToken: async () => null,
      fetch: blocked,
    });
    const client = createGraphqlClient({ getCsrfToken: async () => null, live });
    const signal = new AbortController().signal;
    await expect(client.subscribe!(weight, variables(1), handlers(), signal)).rejects.toEqual(
      new GraphqlHttpError(502, 'Request failed (HTTP 502)'),
    );

    const refusing = liveServer(
      () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'Only subscriptions run on a live connection' }] }),
          { status: 400 },
        ),
    );
    await expect(
      clientOf(refusing).subscribe!(weight, variables(1), handlers(), signal),
    ).rejects.toEqual(new GraphqlError(['Only subscriptions run on a live connection']));
  });
});
