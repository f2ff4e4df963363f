// The page's query string: read on every location change, written with a history replace so no
// history entry is added (spec section 2). The text is read from the history itself, not from
// the router's `searchStr`: the router re-serialises the query through its JSON search format,
// which turns repeated keys (label_name[]=a&label_name[]=b) into one JSON array.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useUrlSearch(): [string, (params: URLSearchParams) => void] {
  const router = useRouter();
  // Subscribing to the location re-renders on every change; the raw text comes from the history.
  useRouterState({ select: (state) => state.location.href });
  const search = router.history.location.search;
  const replace = useCallback(
    (params: URLSearchParams) => {
      const text = params.toString();
      const next = text === '' ? '' : `?${text}`;
      const { pathname, hash, search: current, state } = router.history.location;
      if (next === current) return;
      router.history.replace(`${pathname}${next}${hash}`, state);
    },
    [router],
  );
  return [search, replace];
}
