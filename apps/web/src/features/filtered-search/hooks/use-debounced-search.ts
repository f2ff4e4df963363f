import { useDebouncedValue } from '@mantine/hooks';
import { GROUP_SEARCH_DEBOUNCE_MS, SUGGESTION_DEBOUNCE_MS } from '../utils/messages.ts';
import { TOKEN_TYPE_GROUP } from '../utils/token-types.ts';

/** The delay before a suggestion search is sent: 500 ms for groups (GitLab's), else ours. */
export function debounceFor(tokenType: string): number {
  return tokenType === TOKEN_TYPE_GROUP ? GROUP_SEARCH_DEBOUNCE_MS : SUGGESTION_DEBOUNCE_MS;
}

/** The search text once typing has paused for the token type's delay. */
export function useDebouncedSearch(search: string, tokenType: string): string {
  const [debounced] = useDebouncedValue(search.trim(), debounceFor(tokenType));
  return debounced;
}
