import { useEffect, useRef } from 'react';
import type { TadaDocumentNode } from 'gql.tada';
import { useGraphqlClient } from './client-context.tsx';

export interface SubscriptionOptions {
  /** False: no subscription (e.g. until the item's id is known). */
  enabled?: boolean;
  /** Called when a dropped stream is opened again: changes in between were missed. */
  onReconnect?: () => void;
  /** Called when the stream cannot be opened (or there is no subscribing client). */
  onFailure?: () => void;
}

const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps a GraphQL subscription open while the component is mounted: `onData` gets each event's
 * data. A dropped connection is opened again with backoff; the stream stops for good when the
 * server ends it (the item became invisible, or the subscription was refused).
 */
export function useGraphqlSubscription<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  options: SubscriptionOptions = {},
) {
  const client = useGraphqlClient();
  const latest = useRef({ onData, ...options });
  useEffect(() => {
    latest.current = { onData, ...options };
  });
  const key = JSON.stringify(variables);
  const enabled = options.enabled ?? true;

  useEffect(() => {
    const subscribe = client.subscribe?.bind(client);
    if (!enabled) return;
    if (!subscribe) return void latest.current.onFailure?.();
    const controller = new AbortController();
    const { signal } = controller;
    const handlers = { next: (data: TResult) => latest.current.onData(data), error: () => {} };
    void (async () => {
      let failures = 0;
      for (let opened = 0; !signal.aborted; opened++) {
        if (opened > 0) latest.current.onReconnect?.();
        try {
          const end = await subscribe(document, JSON.parse(key) as TVariables, handlers, signal);
          if (end === 'complete') return;
          failures = 0;
        } catch {
          if (signal.aborted) return;
          failures += 1;
          latest.current.onFailure?.();
        }
        await sleep(Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** failures), signal);
      }
    })();
    return () => controller.abort();
  }, [client, document, key, enabled]);
}
