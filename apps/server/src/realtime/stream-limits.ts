import { AppError } from '../lib/errors.ts';

/**
 * How many live streams one client may hold open at once (settings in docs/operations.md): a
 * signed-in user, counted by user id, and anonymous visitors, counted by address. A live connection
 * and each subscription on it count one each; a subscription over its own SSE request counts one.
 * Past the cap the new stream is refused with 429 and a message naming the cap; open streams are
 * never cut.
 */
export interface StreamLimits {
  perUser: number;
  perAnonymousAddress: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 200, perAnonymousAddress: 32 };

/** Who holds a stream: a user, or an anonymous visitor's address. */
export type StreamOwner = { userId: number } | { address: string };

export interface StreamLedger {
  /**
   * Takes one stream of the owner's allowance (throws a 429 AppError past it); `connection`:
   * the stream is an HTTP connection of its own. Returns the release (idempotent).
   */
  take(owner: StreamOwner, connection: boolean): () => void;
  /** Live HTTP connections open now (the many-tabs test and the metrics read it). */
  connections(): number;
  /** Streams the owner holds now. */
  held(owner: StreamOwner): number;
}

const keyOf = (owner: StreamOwner) =>
  'userId' in owner ? `user:${owner.userId}` : `address:${owner.address}`;

export function tooManyStreams(owner: StreamOwner, limit: number) {
  const who = 'userId' in owner ? 'one user' : 'anonymous visitors from one address';
  return new AppError(429, `Too many open live streams: at most ${limit} at once for ${who}`);
}

export function createStreamLedger(limits: StreamLimits = DEFAULT_STREAM_LIMITS): StreamLedger {
  const open = new Map<string, number>();
  let connections = 0;
  return {
    take(owner, connection) {
      const key = keyOf(owner);
      const limit = 'userId' in owner ? limits.perUser : limits.perAnonymousAddress;
      const now = open.get(key) ?? 0;
      if (now >= limit) throw tooManyStreams(owner, limit);
      open.set(key, now + 1);
      if (connection) connections++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (connection) connections--;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
    connections: () => connections,
    held: (owner) => open.get(keyOf(owner)) ?? 0,
  };
}
