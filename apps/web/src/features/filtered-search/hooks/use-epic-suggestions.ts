import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { epicReference, epicTokenValue, typedEpicIid } from '#web/lib/epic-reference.ts';
import { FETCH_EPICS_ERROR } from '../utils/messages.ts';
import { searchEpicsQuery } from '../graphql/search-epics.query.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/**
 * Epic token suggestions. A search of digits (or '&' and digits) matches iids by prefix; other
 * text matches titles.
 */
export function useEpicSuggestions(
  fullPath: string,
  search: string,
  enabled: boolean,
): SuggestionsResult {
  const client = useGraphqlClient();
  const iidPrefix = typedEpicIid(search);
  return useSuggestionQuery({
    key: ['epics', fullPath, search.trim()],
    enabled,
    errorMessage: FETCH_EPICS_ERROR,
    load: async (signal) => {
      const variables =
        iidPrefix === null
          ? { fullPath, search: search.trim() || undefined }
          : { fullPath, iidStartsWith: iidPrefix };
      const data = await client.request(searchEpicsQuery, variables, signal);
      return (data.group?.epics?.nodes ?? []).flatMap((epic) =>
        epic
          ? [{ value: epicTokenValue(epic), title: epic.title, subtitle: epicReference(epic.iid) }]
          : [],
      );
    },
  });
}
