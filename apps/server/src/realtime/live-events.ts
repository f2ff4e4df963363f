import { GraphQLError } from 'graphql';
import type { RequestContext } from '../lib/context.ts';
import { createAccessCache } from '../lib/access-cache.ts';
import type { RealtimeHub } from './hub.ts';
import { identityHolds, requestOf } from './identity.ts';
import type { StreamOwner } from './stream-limits.ts';

/**
 * What every subscription field opens its hub stream through: the stream counts against its
 * owner's allowance (stream-limits.ts) until it ends, and ends when the request's signal aborts.
 */

/** Set on the contexts of operations that run on a shared live connection (live-connection.ts). */
export const ON_LIVE_CONNECTION = Symbol('onLiveConnection');

export const streamOwner = (ctx: RequestContext): StreamOwner =>
  ctx.viewer.user ? { userId: ctx.viewer.user.id } : { address: requestOf(ctx)?.ip ?? 'unknown' };

/** Who a shared rights answer is for: the same user, or anyone anonymous (per-event.ts). */
export const viewerKey = (ctx: RequestContext) =>
  ctx.viewer.user ? `user:${ctx.viewer.user.id}` : 'anonymous';

export function liveEvents<E>(
  ctx: RequestContext,
  open: (hub: RealtimeHub, signal?: AbortSignal) => AsyncIterableIterator<E>,
): AsyncIterableIterator<E> {
  const hub = ctx.realtime;
  if (!hub) throw new GraphQLError('Subscriptions are not available');
  const ownConnection = !(ctx as { [ON_LIVE_CONNECTION]?: true })[ON_LIVE_CONNECTION];
  const release = hub.streams.take(streamOwner(ctx), ownConnection);
  const signal = (ctx as { request?: Request }).request?.signal;
  signal?.addEventListener('abort', release, { once: true });
  const events = open(hub, signal);
  const iterator: AsyncIterableIterator<E> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      const result = await events.next();
      if (result.done) release();
      return result;
    },
    async return() {
      release();
      return (await events.return?.()) ?? { value: undefined, done: true };
    },
  };
  return iterator;
}

/**
 * Before a stream reads for an event: loaders and permission answers are cached per request, so
 * they are dropped; and the stream's credential must still hold (identity.ts). False: end it.
 */
export async function freshReads(ctx: RequestContext, event: object): Promise<boolean> {
  dropCaches(ctx);
  return identityHolds(ctx, event);
}

export function dropCaches(ctx: RequestContext) {
  ctx.memo.clear();
  ctx.access = createAccessCache(ctx.db, ctx.viewer);
}
