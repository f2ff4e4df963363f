import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAdmission, takesTurn, turns } from './admission.ts';

describe('turns', () => {
  /** Takes a turn for `name`: started now or later, logged either way. */
  const taker = (t: ReturnType<typeof turns>, started: string[]) => (name: string) => {
    const turn = t.take(() => started.push(name));
    if (turn.now) started.push(name);
    return turn.leave;
  };

  it('start up to the limit at once and the rest in arrival order as turns free', () => {
    const t = turns(2);
    const started: string[] = [];
    const take = taker(t, started);
    const leaveA = take('a');
    take('b');
    const leaveC = take('c');
    take('d');
    expect(started).toEqual(['a', 'b']);
    expect(t.stats()).toEqual({ active: 2, waiting: 2 });
    leaveA();
    leaveA(); // a second leave frees nothing more
    expect(started).toEqual(['a', 'b', 'c']);
    expect(t.stats()).toEqual({ active: 2, waiting: 1 });
    leaveC();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drop the wait of a request that goes away before its turn', () => {
    const t = turns(1);
    const started: string[] = [];
    const take = taker(t, started);
    const leaveA = take('a');
    const leaveB = take('b');
    take('c');
    leaveB();
    leaveA();
    expect(started).toEqual(['a', 'c']);
    expect(t.stats()).toEqual({ active: 1, waiting: 0 });
  });
});

describe('takesTurn', () => {
  it('counts API requests but not live event streams or pages', () => {
    expect(takesTurn('/api/graphql', 'application/json')).toBe(true);
    expect(takesTurn('/api/v4/groups/1/epics', undefined)).toBe(true);
    expect(takesTurn('/api/graphql', 'text/event-stream')).toBe(false);
    expect(takesTurn('/groups/corp/-/roadmap', 'text/html')).toBe(false);
  });
});

describe('registerAdmission', () => {
  async function appWith(limit: number) {
    const app = Fastify();
    registerAdmission(app, limit);
    const log: string[] = [];
    const gates = new Map<string, () => void>();
    app.get('/api/slow/:name', async (req) => {
      const { name } = req.params as { name: string };
      log.push(`start ${name}`);
      await new Promise<void>((resolve) => gates.set(name, resolve));
      if (name === 'bad') throw new Error('boom');
      return { name };
    });
    app.get('/page', async () => ({ page: true }));
    app.post('/api/upload', async () => ({ uploaded: true }));
    app.addHook('onRequest', async (req) => {
      if (req.url === '/api/upload') log.push('upload arrived');
    });
    const streams: PassThrough[] = [];
    app.get('/api/stream', (_req, reply) => {
      const body = new PassThrough();
      streams.push(body);
      body.write('first\n');
      return reply.type('text/plain').send(body);
    });
    app.addHook('onClose', async () => streams.forEach((s) => s.end()));
    await app.ready();
    return { app, log, gates };
  }

  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 5));
  };

  it('holds an API request until a turn frees, a failed answer freeing its turn too', async () => {
    const { app, log, gates } = await appWith(1);
    const bad = app.inject('/api/slow/bad');
    const second = app.inject('/api/slow/b');
    await until(() => log.length === 1);
    // Pages are not API requests: they are answered while the turn is taken.
    expect((await app.inject('/page')).json()).toEqual({ page: true });
    expect(log).toEqual(['start bad']);
    gates.get('bad')!();
    expect((await bad).statusCode).toBe(500);
    await until(() => log.length === 2);
    expect(log).toEqual(['start bad', 'start b']);
    gates.get('b')!();
    expect((await second).json()).toEqual({ name: 'b' });
    await app.close();
  });

  it('takes no turn while a body is still arriving', async () => {
    const { app, log, gates } = await appWith(1);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = new PassThrough();
    const upload = fetch(`${base}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: body as unknown as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    body.write('part of a slow upload');
    await until(() => log.length === 1);
    const other = app.inject('/api/slow/other');
    await until(() => log.length === 2);
    expect(log).toEqual(['upload arrived', 'start other']);
    gates.get('other')!();
    expect((await other).json()).toEqual({ name: 'other' });
    body.end();
    expect(await (await upload).json()).toEqual({ uploaded: true });
    await app.close();
  });

  it('frees the turn of a streamed answer when it starts, and of a client that goes away', async () => {
    const { app, log, gates } = await appWith(1);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${base}/api/stream`); // headers are in; the body never ends
    expect(stream.status).toBe(200);
    const gone = new AbortController();
    const abandoned = fetch(`${base}/api/slow/gone`, { signal: gone.signal }).catch(() => null);
    await until(() => log.length === 1);
    gone.abort();
    await abandoned;
    const after = app.inject('/api/slow/after');
    await until(() => log.length === 2);
    expect(log).toEqual(['start gone', 'start after']);
    gates.get('after')!();
    expect((await after).json()).toEqual({ name: 'after' });
    await stream.body?.cancel();
    await app.close();
  });

  it('lets every request through at once when the limit is 0', async () => {
    const { app, log, gates } = await appWith(0);
    const answers = ['a', 'b', 'c'].map((n) => app.inject(`/api/slow/${n}`));
    await until(() => log.length === 3);
    for (const open of gates.values()) open();
    expect((await Promise.all(answers)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });
});
