import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a request to the API takes a turn: live event streams never do (they stay open; any
 * other streamed answer frees its turn when it starts).
 */
export const takesTurn = (url: string, accept: string | undefined): boolean =>
  url.startsWith('/api/') && !/text\/event-stream|multipart\/mixed/.test(accept ?? '');

/**
 * Turns for API requests: at most `limit` are worked on at once, the rest wait in arrival order.
 * `take` answers whether the turn is taken now; if not, `later` runs when a turn frees. `leave`
 * (idempotent) frees the turn, or drops the wait of a request that went away first.
 */
export function turns(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    take(later: () => void): { now: boolean; leave: () => void } {
      let state: 'waiting' | 'active' | 'left' = 'waiting';
      const begin = () => {
        state = 'active';
        active++;
      };
      const wake = () => {
        begin();
        later();
      };
      const leave = () => {
        if (state === 'active') {
          active--;
          waiting.shift()?.();
        } else if (state === 'waiting') {
          waiting.splice(waiting.indexOf(wake), 1);
        }
        state = 'left';
      };
      const now = active < limit;
      if (now) begin();
      else waiting.push(wake);
      return { now, leave };
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

/** API requests being worked on and waiting for a turn, for the metrics. */
export type AdmissionStats = () => { active: number; waiting: number };

/**
 * Under load a Node process that starts every request at once keeps all their objects alive
 * across each other's waits, and the garbage collector copies them again and again (at 32
 * requests in flight it was 43% of the server's CPU: bench/README.md, "Admission"). Taking them
 * a few at a time ends each sooner, so less survives each collection; the others wait before
 * their token is even read. The turn is taken once the body is in (the first pre-handler, before
 * the sign-in's), so a slow upload does not hold one; `limit` 0 turns it off.
 */
export function registerAdmission(app: FastifyInstance, limit: number): AdmissionStats {
  if (limit <= 0) return () => ({ active: 0, waiting: 0 });
  const api = turns(limit);
  const leaves = new WeakMap<FastifyRequest, () => void>();
  const leave = (req: FastifyRequest) => leaves.get(req)?.();
  app.addHook('preHandler', (req: FastifyRequest, reply: FastifyReply, done) => {
    if (!takesTurn(req.url, req.headers.accept)) return done();
    const turn = api.take(() => done());
    leaves.set(req, turn.leave);
    // Abandoned while waiting or working: the turn is freed (once, whichever comes first).
    reply.raw.once('close', turn.leave);
    if (turn.now) done();
  });
  // The answer is ready to go (a stream has begun): the work is done, the turn frees.
  app.addHook('onSend', async (req) => leave(req));
  app.addHook('onResponse', async (req) => leave(req));
  app.addHook('onRequestAbort', async (req) => leave(req));
  return api.stats;
}
