import {
  createLiveConnection,
  type LiveConnectionOptions,
  type LiveRequest,
  type LiveSink,
  type LiveTransport,
} from './live-connection.ts';

/**
 * One live connection for all the tabs of a browser (docs/decisions/live-refresh.md, "One
 * connection per browser"): the tab holding the Web Lock `cairn-live-leader` opens it and
 * serves the other tabs' subscriptions over the BroadcastChannel `cairn-live`. Each tab holds a
 * lock of its own; the leader waits on it, so a closed tab's subscriptions end on the server.
 * When the leader closes, the next tab in the lock's queue leads and says so: the others' open
 * subscriptions end as `closed` (the subscription hook opens them again and refetches). Without
 * Web Locks or BroadcastChannel each tab keeps its own connection.
 */

const LEADER_LOCK = 'cairn-live-leader';
const CHANNEL = 'cairn-live';
const tabLock = (tab: string) => `cairn-live-tab-${tab}`;

type ToLeader =
  | { type: 'subscribe'; tab: string; op: string; request: LiveRequest }
  | { type: 'unsubscribe'; tab: string; op: string };
type ToTab =
  | { type: 'next'; tab: string; op: string; payload: unknown }
  | { type: 'complete' | 'closed'; tab: string; op: string }
  | { type: 'failed'; tab: string; op: string; message: string }
  | { type: 'leader' };
type Message = ToLeader | ToTab;

const forever = () => new Promise<never>(() => {});

export function createSharedLive(options: LiveConnectionOptions): LiveTransport {
  if (typeof BroadcastChannel === 'undefined' || !globalThis.navigator?.locks) {
    return createLiveConnection(options);
  }
  const locks = navigator.locks;
  const tab = crypto.randomUUID();
  const channel = new BroadcastChannel(CHANNEL);
  const send = (message: Message) => channel.postMessage(message);
  let leader: LiveTransport | null = null;

  /** This tab's subscriptions: `stop` when its own connection serves it, `posted` when a leader. */
  const mine = new Map<
    string,
    { request: LiveRequest; sink: LiveSink; stop?: () => void; posted?: true }
  >();
  const settle = (op: string, how: (sink: LiveSink) => void) => {
    const entry = mine.get(op);
    if (!entry) return;
    mine.delete(op);
    how(entry.sink);
  };
  const relay = (op: string): LiveSink => ({
    next: (payload) => mine.get(op)?.sink.next(payload),
    complete: () => settle(op, (s) => s.complete()),
    closed: () => settle(op, (s) => s.closed()),
    failed: (error) => settle(op, (s) => s.failed(error)),
  });

  /** As leader: the other tabs' subscriptions, by tab and op. */
  const served = new Map<string, () => void>();
  const watched = new Set<string>();
  const serve = (message: ToLeader) => {
    const key = `${message.tab}:${message.op}`;
    if (message.type === 'unsubscribe') {
      served.get(key)?.();
      served.delete(key);
      return;
    }
    const reply = (type: 'complete' | 'closed') => () => {
      served.delete(key);
      send({ type, tab: message.tab, op: message.op });
    };
    served.set(
      key,
      leader!.subscribe(message.request, {
        next: (payload) => send({ type: 'next', tab: message.tab, op: message.op, payload }),
        complete: reply('complete'),
        closed: reply('closed'),
        failed: (error) => {
          served.delete(key);
          send({ type: 'failed', tab: message.tab, op: message.op, message: error.message });
        },
      }),
    );
    if (watched.has(message.tab)) return;
    watched.add(message.tab);
    // Granted once that tab is gone: its subscriptions stop.
    void locks.request(tabLock(message.tab), () => {
      watched.delete(message.tab);
      for (const [k, stop] of served) {
        if (!k.startsWith(`${message.tab}:`)) continue;
        stop();
        served.delete(k);
      }
    });
  };

  const lead = () => {
    leader = createLiveConnection(options);
    send({ type: 'leader' });
    for (const [op, entry] of mine) {
      // Served by the previous leader: it may have missed events, so it ends and is refetched.
      if (entry.posted) settle(op, (s) => s.closed());
      else if (!entry.stop) entry.stop = leader.subscribe(entry.request, relay(op));
    }
    return forever();
  };

  const tabReady = new Promise<void>((ready) => {
    void locks.request(tabLock(tab), () => (ready(), forever()));
  });
  const role = new Promise<void>((decided) => {
    void locks.request(LEADER_LOCK, { ifAvailable: true }, (lock) => {
      decided();
      if (lock) return lead();
      // Another tab leads: wait in line to take over.
      void locks.request(LEADER_LOCK, lead);
      return undefined;
    });
  });
  const ready = Promise.all([tabReady, role]);

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type === 'subscribe' || data.type === 'unsubscribe') {
      if (leader) serve(data);
      return;
    }
    if (data.type === 'leader') {
      for (const [op, entry] of mine) if (entry.posted) settle(op, (s) => s.closed());
      return;
    }
    if (data.tab !== tab) return;
    if (data.type === 'next') mine.get(data.op)?.sink.next(data.payload);
    else if (data.type === 'failed') settle(data.op, (s) => s.failed(new Error(data.message)));
    else settle(data.op, (s) => (data.type === 'complete' ? s.complete() : s.closed()));
  };

  return {
    subscribe(request, sink) {
      const op = crypto.randomUUID();
      const entry: { request: LiveRequest; sink: LiveSink; stop?: () => void; posted?: true } = {
        request,
        sink,
      };
      mine.set(op, entry);
      if (leader) entry.stop = leader.subscribe(request, relay(op));
      else {
        void ready.then(() => {
          if (mine.get(op) !== entry || entry.stop) return;
          if (leader) entry.stop = leader.subscribe(request, relay(op));
          else {
            entry.posted = true;
            send({ type: 'subscribe', tab, op, request });
          }
        });
      }
      return () => {
        if (mine.get(op) !== entry) return;
        mine.delete(op);
        if (entry.stop) entry.stop();
        else if (entry.posted) send({ type: 'unsubscribe', tab, op });
      };
    },
  };
}
