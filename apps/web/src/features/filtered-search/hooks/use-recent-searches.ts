import { useCallback, useMemo, useState } from 'react';
import type { FilterBarToken } from '../utils/filter-token.ts';
import type { RecentSearch } from '../utils/recent-searches.ts';
import { createRecentSearchesStore } from '../utils/recent-searches.ts';

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export type RecentSearches = {
  items: RecentSearch[];
  /** 'An error occurred while parsing recent searches' or 'Recent Searches Service is unavailable'. */
  error: string | null;
  add: (tokens: readonly FilterBarToken[]) => void;
  clear: () => void;
};

/** The namespace's recent searches in local storage (key '<full path>-epics-recent-searches'). */
export function useRecentSearches(fullPath: string): RecentSearches {
  const store = useMemo(() => createRecentSearchesStore(browserStorage, fullPath), [fullPath]);
  const [state, setState] = useState(() => ({ path: fullPath, ...store.load() }));
  const current = state.path === fullPath ? state : { path: fullPath, ...store.load() };
  if (current !== state) setState(current);

  const add = useCallback(
    (tokens: readonly FilterBarToken[]) => setState({ path: fullPath, ...store.add(tokens) }),
    [store, fullPath],
  );
  const clear = useCallback(() => {
    const { error } = store.clear();
    setState({ path: fullPath, items: [], error });
  }, [store, fullPath]);

  return { items: current.items, error: current.error, add, clear };
}
