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
  return memoize(ctx, name, () => new DataLoader<K, V>(batch));
}

/** Each key's value in `byKey`, else `fallback`: a batch answer in the keys' order. */
export const eachKey = <K, V>(keys: readonly K[], byKey: Map<K, V>, fallback: V): V[] =>
  keys.map((k) => byKey.get(k) ?? fallback);
