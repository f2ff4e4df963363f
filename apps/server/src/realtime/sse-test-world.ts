import { afterEach, beforeAll, expect } from 'vitest';
import { useEpicWorld } from '../modules/work-items/test-support/harness.ts';
import { sseSubscribe, type SseSubscription } from './sse-test-client.ts';

/**
 * The epic world served over real HTTP for SSE subscription tests: `sse.base` is the server's
 * URL; streams pushed on `sse.open` are closed after each test, which then checks that the hub
 * released every listener. `watch` opens a stream and waits until the hub holds its listener,
 * so no write made next is missed.
 */
export function useSseWorld() {
  const s = useEpicWorld();
  const sse = { base: '', open: [] as SseSubscription[] };
  beforeAll(async () => {
    sse.base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    for (const sub of sse.open.splice(0)) sub.abort();
    for (let i = 0; i < 100 && s.t.app.realtime.listenerCount() > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(s.t.app.realtime.listenerCount()).toBe(0);
  });
  const watch = async (
    query: string,
    variables: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ) => {
    const before = s.t.app.realtime.listenerCount();
    const sub = await sseSubscribe(sse.base, query, variables, token, 'POST', headers);
    sse.open.push(sub);
    for (let i = 0; i < 100 && s.t.app.realtime.listenerCount() === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return sub;
  };
  return { s, sse, watch };
}
