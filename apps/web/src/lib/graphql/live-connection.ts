import { GraphqlError, GraphqlHttpError } from './client.ts';
import { parseSse } from './sse.ts';

/**
 * One live connection for every subscription of a page (server: realtime/live-connection.ts;
 * docs/decisions/live-refresh.md, "One connection per browser"). The connection opens with the
 * first subscription and closes a few seconds after the last one ends (a navigation keeps it).
 * A dropped connection ends every subscription on it as `closed`: the subscription hook opens
 * them again with back-off and refetches what they may have missed.
 */

export interface LiveRequest {
  query: string;
  variables: unknown;
  operationName?: string;
}

/** What a subscription hears: results, the server's end, a dropped connection, or a refusal. */
export interface LiveSink {
  next(payload: unknown): void;
  complete(): void;
  closed(): void;
  failed(error: Error): void;
}

export interface LiveTransport {
  /** Starts the subscription; the returned function stops it. */
  subscribe(request: LiveRequest, sink: LiveSink): () => void;
}

export interface LiveConnectionOptions {
  endpoint: string;
  getCsrfToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** How long an unused connection stays open (default 5 s). */
  lingerMs?: number;
}

export const LIVE_CONNECTION_HEADER = 'x-cairn-live-connection';

interface Connection {
  id: Promise<string>;
  abort: AbortController;
}

export function createLiveConnection(options: LiveConnectionOptions): LiveTransport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const ops = new Map<string, { request: LiveRequest; sink: LiveSink }>();
  let current: Connection | null = null;
  let seq = 0;
  let linger: ReturnType<typeof setTimeout> | undefined;

  /** Ends the connection: its subscriptions hear `how` (closed, or failed with the error). */
  const drop = (connection: Connection, how: (sink: LiveSink) => void) => {
    if (current !== connection) return;
    current = null;
    connection.abort.abort();
    const all = [...ops.values()];
    ops.clear();
    for (const op of all) how(op.sink);
  };

  const connect = (): Connection => {
    const abort = new AbortController();
    const connection: Connection = { abort, id: Promise.resolve('') };
    connection.id = (async () => {
      const response = await doFetch(options.endpoint, {
        credentials: 'same-origin',
        headers: { accept: 'text/event-stream', [LIVE_CONNECTION_HEADER]: 'new' },
        signal: abort.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream') || !response.body) {
        throw new GraphqlHttpError(response.status, `Request failed (HTTP ${response.status})`);
      }
      const events = parseSse(response.body);
      const ready = await events.next();
      if (ready.done || ready.value.event !== 'ready')
        throw new Error('The live connection closed');
      void (async () => {
        try {
          for await (const { event, data } of events) {
            const { id, payload } = JSON.parse(data) as { id: string; payload?: unknown };
            const op = ops.get(id);
            if (event === 'next') op?.sink.next(payload);
            if (event === 'complete' && op) {
              ops.delete(id);
              op.sink.complete();
            }
          }
        } catch {
          // the connection broke: as if it ended
        }
        drop(connection, (sink) => sink.closed());
      })();
      return (JSON.parse(ready.value.data) as { connection: string }).connection;
    })();
    connection.id.catch((error: Error) => drop(connection, (sink) => sink.failed(error)));
    return connection;
  };

  const post = async (connectionId: string, body: Record<string, unknown>) => {
    // The results come as events of the connection's stream, hence the Accept.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [LIVE_CONNECTION_HEADER]: connectionId,
    };
    const csrfToken = await options.getCsrfToken();
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    return doFetch(options.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(body),
    });
  };

  const start = async (connection: Connection, id: string, request: LiveRequest) => {
    const connectionId = await connection.id;
    if (!ops.has(id)) return;
    const response = await post(connectionId, { id, ...request });
    if (response.ok) return;
    const op = ops.get(id);
    if (!op) return;
    // A connection the server no longer knows (it restarted) or no longer ours: open anew.
    if ([401, 403, 404].includes(response.status)) return drop(connection, (s) => s.closed());
    ops.delete(id);
    const body = (await response.json().catch(() => null)) as {
      errors?: { message?: string }[];
    } | null;
    op.sink.failed(new GraphqlError((body?.errors ?? []).map((e) => String(e.message))));
  };

  return {
    subscribe(request, sink) {
      clearTimeout(linger);
      const id = String(++seq);
      ops.set(id, { request, sink });
      const connection = (current ??= connect());
      start(connection, id, request).catch(() => drop(connection, (s) => s.closed()));
      return () => {
        if (!ops.delete(id)) return;
        void connection.id.then((connectionId) => post(connectionId, { stop: id })).catch(() => {});
        if (ops.size) return;
        linger = setTimeout(() => {
          if (!ops.size && current === connection) drop(connection, () => {});
        }, options.lingerMs ?? 5000);
      };
    },
  };
}
