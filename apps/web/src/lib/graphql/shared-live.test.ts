import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSink } from './live-connection.ts';
import { liveServer } from './live-test-server.ts';
import { createSharedLive } from './shared-live.ts';

/**
 * The tabs of one browser share one live connection (shared-live.ts): fake Web Locks and a fake
 * BroadcastChannel stand for the browser, each tab a `createSharedLive` made with its own view
 * of them; closing a tab releases its locks and silences its channel.
 */

interface Tab {
  closed: boolean;
}
type Grant = () => void;
const holders = new Map<string, Tab>();
const queues = new Map<string, { tab: Tab; grant: Grant }[]>();
const channels = new Set<{ tab: Tab; onmessage: ((e: { data: unknown }) => void) | null }>();
let current: Tab = { closed: false };

const release = (name: string) => {
  holders.delete(name);
  const queue = (queues.get(name) ?? []).filter((q) => !q.tab.closed);
  const next = queue.shift();
  queues.set(name, queue);
  next?.grant();
};

function locksOf(tab: Tab) {
  return {
    request(name: string, a: unknown, b?: unknown) {
      const options = (typeof a === 'function' ? {} : a) as { ifAvailable?: boolean };
      const callback = (typeof a === 'function' ? a : b) as (lock: unknown) => unknown;
      const run = () => {
        holders.set(name, tab);
        // Held while the callback's promise is pending; ours never settle but quick answers.
        void Promise.resolve(callback({ name })).then(
          () => holders.get(name) === tab && release(name),
        );
      };
      if (!holders.has(name)) return run();
      if (options.ifAvailable) return void callback(null);
      const queue = queues.get(name) ?? [];
      queue.push({ tab, grant: run });
      queues.set(name, queue);
    },
  };
}

class FakeChannel {
  readonly tab = current;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor() {
    channels.add(this);
  }
  postMessage(data: unknown) {
    for (const c of channels) {
      if (c === this || c.tab.closed || this.tab.closed) continue;
      queueMicrotask(() => c.onmessage?.({ data: structuredClone(data) }));
    }
  }
}

function openTab(server: ReturnType<typeof liveServer>) {
  const tab: Tab = { closed: false };
  current = tab;
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  vi.stubGlobal('navigator', { locks: locksOf(tab) });
  const live = createSharedLive({
    endpoint: '/api/graphql',
    getCsrfToken: async () => null,
    fetch: server.fetch,
    lingerMs: 0,
  });
  const close = () => {
    tab.closed = true;
    for (const [name, holder] of [...holders]) if (holder === tab) release(name);
  };
  return { live, close };
}

const sink = () => ({ next: vi.fn(), complete: vi.fn(), closed: vi.fn(), failed: vi.fn() });
const request = (n: number) => ({ query: 'subscription { s }', variables: { n } });
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
};

afterEach(() => {
  vi.unstubAllGlobals();
  holders.clear();
  queues.clear();
  channels.clear();
});

describe('the live connection shared by tabs', () => {
  it("serves every tab's subscriptions over the first tab's connection", async () => {
    const server = liveServer();
    const first = openTab(server);
    await settle();
    const second = openTab(server);
    const a = sink();
    const b = sink();
    first.live.subscribe(request(1), a as LiveSink);
    second.live.subscribe(request(2), b as LiveSink);
    await settle();
    expect(server.opens()).toBe(1);
    expect(server.posts.map((p) => p.body.variables)).toEqual([{ n: 1 }, { n: 2 }]);
    const secondId = server.posts[1]!.body.id;
    server.emit('next', { id: secondId, payload: { data: { s: 2 } } });
    await settle();
    expect(b.next).toHaveBeenCalledWith({ data: { s: 2 } });
    expect(a.next).not.toHaveBeenCalled();
  });

  it("stops a closed tab's subscriptions on the server", async () => {
    const server = liveServer();
    openTab(server);
    await settle();
    const second = openTab(server);
    second.live.subscribe(request(2), sink() as LiveSink);
    await settle();
    second.close();
    await settle();
    expect(server.posts.map((p) => p.body)).toEqual([
      expect.objectContaining({ variables: { n: 2 } }),
      { stop: server.posts[0]!.body.id },
    ]);
  });

  it('hands the connection to the next tab when the first closes; its subscriptions reopen', async () => {
    const server = liveServer();
    const first = openTab(server);
    await settle();
    const second = openTab(server);
    const b = sink();
    second.live.subscribe(request(2), b as LiveSink);
    await settle();
    first.close();
    await settle();
    // Served by the closed tab's connection: it may have missed events, so it ends as dropped.
    expect(b.closed).toHaveBeenCalledTimes(1);
    second.live.subscribe(request(3), sink() as LiveSink);
    await settle();
    expect(server.opens()).toBe(2);
    expect(server.posts.at(-1)!.body).toMatchObject({ variables: { n: 3 } });
  });
});
