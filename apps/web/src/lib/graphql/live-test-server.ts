import { vi } from 'vitest';

// A server double of the live connection (server: apps/server/src/realtime/live-connection.ts)
// for the web tests of live-connection.ts and shared-live.ts.

/**
 * A server double: the GET answers an event stream the test writes to (`emit`, `end`); each
 * POST is recorded and answered with `answer`.
 */
export function liveServer(answer = () => new Response('{}', { status: 200 })) {
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const posts: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  let opens = 0;
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    if (init?.method === 'POST') {
      posts.push({ headers, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return answer();
    }
    opens++;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    stream.enqueue(encoder.encode('event: ready\ndata: {"connection":"c-1"}\n\n'));
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetch,
    posts,
    opens: () => opens,
    emit: (event: string, data: unknown) =>
      stream.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => stream.close(),
  };
}
