import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion, SuggestionsResult } from './suggestion.ts';

type Options = {
  key: readonly unknown[];
  enabled: boolean;
  load: (signal: AbortSignal) => Promise<Suggestion[]>;
  /** The catalogue message raised when the fetch fails. */
  errorMessage: string;
};

/**
 * The query-cache plumbing every suggestion hook shares: suggestions stay cached for a minute,
 * the previous list stays up while the next search loads, and a failure is not retried (the
 * alert should come at once; the next keystroke tries again).
 */
export function useSuggestionQuery({
  key,
  enabled,
  load,
  errorMessage,
}: Options): SuggestionsResult {
  const query = useQuery({
    queryKey: ['filtered-search', ...key],
    queryFn: ({ signal }) => load(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  if (!enabled) return { items: [], loading: false, error: null };
  return {
    items: query.data ?? [],
    loading: query.isFetching,
    error: query.isError ? errorMessage : null,
  };
}
