import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import type { RequestContext } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { ON_LIVE_CONNECTION, streamOwner } from './live-events.ts';

/**
 * One live connection carrying every subscription of a browser
 * (docs/decisions/live-refresh.md, "One connection per browser"). A browser allows six HTTP/1.1
 * connections per host, and a stream per subscription used them up after two tabs.
 *
 * - `GET /api/graphql` with `Accept: text/event-stream` and `X-Cairn-Live-Connection: new`
 *   opens the connection; its first event is `ready` with `{ "connection": id }`.
 * - `POST /api/graphql` with `X-Cairn-Live-Connection: <id>` and `{ id, query, variables,
 *   operationName }` starts a subscription on it (answered 200 once the subscription listens;
 *   a malformed one 400); `{ stop: id }` ends one. Its results are `next` events
 *   `{ id, payload }` on the connection, and `complete` `{ id }` when the server ends it.
 * - Only the user (or anonymous visitor) who opened a connection may use it; an unknown one is
 *   404. Each subscription runs with its own POST's viewer and is checked per event as over its
 *   own request; the connection and each subscription count against the stream caps.
 */

export const LIVE_CONNECTION_HEADER = 'x-cairn-live-connection';
const PING_MS = 12_000;

type ServerContext = { req: FastifyRequest; reply: FastifyReply; context: RequestContext };

interface Connection {
  ownerId: number | null;
  send(event: 'ready' | 'next' | 'complete', data: unknown): void;
  /** Stops of the subscriptions running on it, by their id. */
  ops: Map<string, () => void>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
const refusal = (status: number, message: string) => json(status, { errors: [{ message }] });

const isAsyncIterable = (value: unknown): value is AsyncIterableIterator<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

export function liveConnections(): Plugin<ServerContext> {
  const connections = new Map<string, Connection>();
  let yoga: YogaServerInstance<ServerContext, object> | undefined;

  function open(server: ServerContext): Response {
    const ctx = server.context;
    const hub = ctx.realtime;
    if (!hub) return refusal(404, 'Subscriptions are not available');
    let release: () => void;
    try {
      release = hub.streams.take(streamOwner(ctx), true);
    } catch (error) {
      if (error instanceof AppError) return refusal(error.status, error.message);
      throw error;
    }
    const id = randomUUID();
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const write = (text: string) => {
      if (!closed) stream.enqueue(encoder.encode(text));
    };
    const ping = setInterval(() => write(':\n\n'), PING_MS);
    const connection: Connection = {
      ownerId: ctx.viewer.user?.id ?? null,
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      ops: new Map(),
    };
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      connections.delete(id);
      for (const stop of [...connection.ops.values()]) stop();
      release();
      try {
        stream.close();
      } catch {
        // already cancelled by the client
      }
    };
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void (stream = controller),
      cancel: close,
    });
    connections.set(id, connection);
    server.reply.raw.once('close', close);
    hub.closing.addEventListener('abort', close, { once: true });
    connection.send('ready', { connection: id });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      },
    });
  }

  async function start(server: ServerContext, connection: Connection): Promise<Response> {
    const body = (server.req.body ?? {}) as Record<string, unknown>;
    if (typeof body.stop === 'string') {
      connection.ops.get(body.stop)?.();
      return json(200, {});
    }
    const { id, query, variables = {}, operationName } = body;
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) {
      return refusal(400, 'The operation needs an "id" of 1 to 64 letters, digits, _ or -');
    }
    if (typeof query !== 'string') return refusal(400, 'The operation needs a "query"');
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
      return refusal(400, 'The "variables" parameter must be a JSON object');
    }
    if (connection.ops.has(id)) return refusal(409, `Operation ${id} is already running`);
    const stop = new AbortController();
    const run = yoga!.getEnveloped({
      ...server,
      request: { signal: stop.signal },
      [ON_LIVE_CONNECTION]: true,
    } as never);
    let document;
    try {
      document = run.parse(query);
    } catch (error) {
      return refusal(400, (error as GraphQLError).message);
    }
    const invalid = run.validate(run.schema, document);
    if (invalid.length) return json(400, { errors: invalid });
    const name = typeof operationName === 'string' ? operationName : undefined;
    if (getOperationAST(document, name)?.operation !== 'subscription') {
      return refusal(400, 'Only subscriptions run on a live connection');
    }
    const result: unknown = await run.subscribe({
      schema: run.schema,
      document,
      variableValues: variables as Record<string, unknown>,
      operationName: name,
      contextValue: await run.contextFactory(),
    });
    if (!isAsyncIterable(result)) {
      connection.send('next', { id, payload: result });
      connection.send('complete', { id });
      return json(200, {});
    }
    connection.ops.set(id, () => {
      connection.ops.delete(id);
      stop.abort();
      void result.return?.();
    });
    void (async () => {
      try {
        for await (const payload of result) connection.send('next', { id, payload });
      } catch {
        connection.send('next', { id, payload: { errors: [{ message: 'Unexpected error.' }] } });
      }
      // Ended by the server (not by a stop): the client hears it.
      if (connection.ops.delete(id)) connection.send('complete', { id });
    })();
    return json(200, {});
  }

  return {
    onYogaInit: ({ yoga: instance }) => void (yoga = instance as never),
    async onRequest({ request, serverContext, endResponse }) {
      const header = request.headers.get(LIVE_CONNECTION_HEADER);
      if (!header) return;
      const server = serverContext as ServerContext & typeof serverContext;
      if (request.method === 'GET' && header === 'new') return endResponse(open(server));
      const connection = connections.get(header);
      const viewerId = server.context.viewer.user?.id ?? null;
      if (request.method !== 'POST' || !connection || connection.ownerId !== viewerId) {
        return endResponse(refusal(404, 'Unknown live connection'));
      }
      endResponse(await start(server, connection));
    },
  };
}
