import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { FETCH_GROUPS_ERROR } from '../utils/messages.ts';
import { descendantGroupsQuery } from '../graphql/descendant-groups.query.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/** Group token suggestions: the group's descendant groups matching the search. */
export function useGroupSuggestions(
  fullPath: string,
  search: string,
  enabled: boolean,
): SuggestionsResult {
  const client = useGraphqlClient();
  return useSuggestionQuery({
    key: ['groups', fullPath, search],
    enabled,
    errorMessage: FETCH_GROUPS_ERROR,
    load: async (signal) => {
      const data = await client.request(
        descendantGroupsQuery,
        { fullPath, search: search || undefined },
        signal,
      );
      return (data.group?.descendantGroups?.nodes ?? []).flatMap((group) =>
        group
          ? [
              {
                value: group.fullPath,
                title: group.fullName,
                subtitle: group.fullPath,
                avatarUrl: group.avatarUrl,
              },
            ]
          : [],
      );
    },
  });
}
