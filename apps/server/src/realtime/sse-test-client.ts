/**
 * A minimal GraphQL-over-SSE client for integration tests: POSTs the operation with
 * `Accept: text/event-stream` to a listening server and yields each `next` event's payload.
 */

export interface SseResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface SseSubscription {
  status: number;
  contentType: string | null;
  /** The next `next` payload, or null once the server completes the stream. */
  next(timeoutMs?: number): Promise<SseResult | null>;
  /** Resolves with the next payload if one comes within `ms`, else 'quiet'. */
  quietFor(ms: number): Promise<SseResult | null | 'quiet'>;
  abort(): void;
}

export async function sseSubscribe(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
  /** More request headers (a session cookie). */
  extraHeaders: Record<string, string> = {},
): Promise<SseSubscription> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (token) headers['private-token'] = token;
  const url = new URL('/api/graphql', baseUrl);
  let body: string | undefined;
  if (method === 'GET') {
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const response = await fetch(url, { method, headers, body, signal: controller.signal });
  const readBlock = sseBlocks(response);
  async function readEvent(): Promise<SseResult | null> {
    for (;;) {
      const block = await readBlock();
      if (!block || block.event === 'complete') return null;
      if (block.event === 'next' || (block.event === undefined && block.data)) {
        return JSON.parse(block.data) as SseResult;
      }
    }
  }
  const take = timedReads(readEvent);

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(timeoutMs = 5000) {
      const result = await take(timeoutMs);
      if (result === TIMEOUT) throw new Error(`no subscription event within ${timeoutMs} ms`);
      return result;
    },
    async quietFor(ms) {
      const result = await take(ms);
      return result === TIMEOUT ? 'quiet' : result;
    },
    abort: () => controller.abort(),
  };
}

/** The event blocks of an SSE body, one per call (null at its end); comments are skipped. */
function sseBlocks(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<{ event?: string; data: string } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (event !== undefined || data) return { event, data };
        continue; // comments (keep-alive pings)
      }
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
}

const TIMEOUT = Symbol('timeout');

/**
 * The next value of `read` within `ms`, or TIMEOUT. A read that times out stays pending and is
 * the next call's: an event arriving between two calls is kept, not lost.
 */
function timedReads<T>(read: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  return async (ms: number): Promise<T | typeof TIMEOUT> => {
    const current = (pending ??= read());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMEOUT>((r) => (timer = setTimeout(() => r(TIMEOUT), ms)));
    const result = await Promise.race([current, timeout]).finally(() => clearTimeout(timer));
    if (result !== TIMEOUT) pending = null;
    return result;
  };
}

/** An event of a live connection: `next` { id, payload }, `complete` { id }, or its end (null). */
export type LiveEvent =
  { event: 'next'; id: string; payload: SseResult } | { event: 'complete'; id: string } | null;

export interface LiveConnectionClient {
  status: number;
  connection: string;
  /** POSTs an operation (or `{ stop }`) on the connection; the answer's status and body. */
  post(body: Record<string, unknown>, asToken?: string): Promise<{ status: number; body: unknown }>;
  next(timeoutMs?: number): Promise<LiveEvent>;
  /** The next event if one comes within `ms`, else 'quiet'. */
  quietFor(ms: number): Promise<LiveEvent | 'quiet'>;
  abort(): void;
}

/** Opens a live connection (realtime/live-connection.ts) as the token's user or anonymously. */
export async function liveConnect(baseUrl: string, token?: string): Promise<LiveConnectionClient> {
  const controller = new AbortController();
  const auth: Record<string, string> = token ? { 'private-token': token } : {};
  const url = new URL('/api/graphql', baseUrl);
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', 'x-cairn-live-connection': 'new', ...auth },
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return {
      status: response.status,
      connection: JSON.stringify(await response.json()),
      post: () => Promise.reject(new Error('not connected')),
      next: () => Promise.resolve(null),
      quietFor: () => Promise.resolve(null),
      abort: () => controller.abort(),
    };
  }
  const readBlock = sseBlocks(response);
  const ready = await readBlock();
  const connection = (JSON.parse(ready!.data) as { connection: string }).connection;
  const readEvent = async (): Promise<LiveEvent> => {
    const block = await readBlock();
    if (!block) return null;
    return { event: block.event, ...JSON.parse(block.data) } as LiveEvent;
  };
  const take = timedReads(readEvent);
  return {
    status: response.status,
    connection,
    async post(body, asToken = token) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cairn-live-connection': connection,
          ...(asToken ? { 'private-token': asToken } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async next(timeoutMs = 5000) {
      const result = await take(timeoutMs);
      if (result === TIMEOUT) throw new Error(`no live event within ${timeoutMs} ms`);
      return result;
    },
    async quietFor(ms) {
      const result = await take(ms);
      return result === TIMEOUT ? 'quiet' : result;
    },
    abort: () => controller.abort(),
  };
}
