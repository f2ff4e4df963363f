// The page's query string, for every feature that keeps state in the URL: read on every location
// change, written with a history replace so no history entry is added. The text is read from the
// history itself, not from the router's `searchStr`, which is re-serialised (label_name[]=a becomes
// label_name%5B%5D=a): what the user typed or pasted stays as it was until the page writes a
// change.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toSearchString } from './query-string.ts';

/** The new query string: '?a=1', '' or the parameters themselves. */
export type UrlSearchChange = string | URLSearchParams;
export type ReplaceUrlSearch = (next: UrlSearchChange) => void;

/** [the current query string ('?a=1' or ''), replace it without a history entry]. */
export function useUrlSearch(): [string, ReplaceUrlSearch] {
  const router = useRouter();
  // Subscribing to the location re-renders on every change; the raw text comes from the history.
  useRouterState({ select: (state) => state.location.href });
  const search = router.history.location.search;
  const replace = useCallback<ReplaceUrlSearch>(
    (change) => {
      const next = typeof change === 'string' ? change : toSearchString(change);
      const { pathname, hash, search: current, state } = router.history.location;
      if (next === current) return;
      router.history.replace(`${pathname}${next}${hash}`, state);
    },
    [router],
  );
  return [search, replace];
}
