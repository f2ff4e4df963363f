import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { FETCH_USERS_ERROR } from '../utils/messages.ts';
import { autocompleteUsersQuery } from '../graphql/autocomplete-users.query.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/** Author token suggestions from the group's user autocomplete. */
export function useUserSuggestions(
  fullPath: string,
  search: string,
  enabled: boolean,
): SuggestionsResult {
  const client = useGraphqlClient();
  return useSuggestionQuery({
    key: ['users', fullPath, search],
    enabled,
    errorMessage: FETCH_USERS_ERROR,
    load: async (signal) => {
      const data = await client.request(
        autocompleteUsersQuery,
        { fullPath, search, isProject: false },
        signal,
      );
      return (data.group?.autocompleteUsers ?? []).map((user) => ({
        value: user.username,
        title: user.name,
        subtitle: `@${user.username}`,
        avatarUrl: user.avatarUrl,
      }));
    },
  });
}
