// The page's query string through the router: read on every location change, written with a
// history replace so no history entry is added (spec section 2 'URL query string').
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useUrlSearch(): [string, (search: string) => void] {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const replace = useCallback(
    (next: string) => {
      const { pathname, hash, search: current, state } = router.history.location;
      if (next === current) return;
      router.history.replace(`${pathname}${next}${hash}`, state);
    },
    [router],
  );
  return [search, replace];
}
