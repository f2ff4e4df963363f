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
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: Promise<SseResult | null> | null = null;

  async function readEvent(): Promise<SseResult | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (event === 'complete') return null;
        if (event === 'next' || (event === undefined && data)) return JSON.parse(data) as SseResult;
        continue; // comments (keep-alive pings)
      }
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  }
  const TIMEOUT = Symbol('timeout');
  /**
   * The next event within `ms`. A read that times out stays pending and is the next call's:
   * an event arriving between two calls is kept, not lost.
   */
  const take = async (ms: number) => {
    const read = (pending ??= readEvent());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMEOUT>((r) => (timer = setTimeout(() => r(TIMEOUT), ms)));
    const result = await Promise.race([read, timeout]).finally(() => clearTimeout(timer));
    if (result !== TIMEOUT) pending = null;
    return result;
  };

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
