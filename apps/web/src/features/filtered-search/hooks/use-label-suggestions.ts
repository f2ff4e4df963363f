import { FETCH_LABELS_ERROR, FETCH_LATEST_LABELS_ERROR } from '../utils/messages.ts';
import { fetchGroupLabels } from '../graphql/labels.rest.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/**
 * Label token suggestions: the group's labels matching the search (server-side search). With an
 * empty search the token shows the default 'latest' list; its failure has its own message
 * (FETCH_LATEST_LABELS_ERROR), a typed search's failure the general one.
 */
export function useLabelSuggestions(
  fullPath: string,
  search: string,
  enabled: boolean,
): SuggestionsResult {
  return useSuggestionQuery({
    key: ['labels', fullPath, search],
    enabled,
    errorMessage: search.trim() === '' ? FETCH_LATEST_LABELS_ERROR : FETCH_LABELS_ERROR,
    load: async (signal) =>
      (await fetchGroupLabels(fullPath, search, signal)).map((label) => ({
        value: label.title,
        title: label.title,
        color: label.color,
        textColor: label.textColor,
      })),
  });
}
