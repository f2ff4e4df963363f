import DataLoader from 'dataloader';
import { memoize, type RequestContext } from './context.ts';

/**
 * The request's batch loader named `name` (made on first use, then shared by every resolver of
 * the request): `batch` answers a whole page of keys in one statement, in the keys' order.
 */
export function requestLoader<K, V>(
  ctx: RequestContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  return memoize(ctx, name, () => batchLoader(batch));
}

/**
 * The one way a DataLoader is made: `batch` answers the keys in their order; `keyOf` names a key
 * that is not a plain value (an object), so equal keys are loaded once.
 */
export function batchLoader<K, V>(
  batch: (keys: readonly K[]) => Promise<V[]>,
  keyOf?: (key: K) => string,
): DataLoader<K, V, unknown> {
  return new DataLoader<K, V, unknown>(batch, keyOf ? { cacheKeyFn: keyOf } : {});
}

/** Each key's value in `byKey`, else `fallback`: a batch answer in the keys' order. */
export const eachKey = <K, V>(keys: readonly K[], byKey: Map<K, V>, fallback: V): V[] =>
  keys.map((k) => byKey.get(k) ?? fallback);
