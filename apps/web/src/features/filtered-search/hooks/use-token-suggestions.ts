import type { TokenConfig } from '../utils/token-types.ts';
import {
  TOKEN_TYPE_AUTHOR,
  TOKEN_TYPE_EPIC,
  TOKEN_TYPE_GROUP,
  TOKEN_TYPE_LABEL,
  TOKEN_TYPE_MILESTONE,
  TOKEN_TYPE_MY_REACTION,
} from '../utils/token-types.ts';
import type { Suggestion, SuggestionsResult } from './suggestion.ts';
import { matchesSearch } from './suggestion.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';
import { useEmojiSuggestions } from './use-emoji-suggestions.ts';
import { useEpicSuggestions } from './use-epic-suggestions.ts';
import { useGroupSuggestions } from './use-group-suggestions.ts';
import { useLabelSuggestions } from './use-label-suggestions.ts';
import { useMilestoneSuggestions } from './use-milestone-suggestions.ts';
import { useUserSuggestions } from './use-user-suggestions.ts';

const FETCHING_TYPES = new Set([
  TOKEN_TYPE_AUTHOR,
  TOKEN_TYPE_LABEL,
  TOKEN_TYPE_MILESTONE,
  TOKEN_TYPE_EPIC,
  TOKEN_TYPE_GROUP,
  TOKEN_TYPE_MY_REACTION,
]);

export type TokenSuggestions = SuggestionsResult & {
  /** True while the typed text has not been searched yet (debounce) or is loading. */
  pending: boolean;
};

function fixedSuggestions(config: TokenConfig): Suggestion[] {
  const special = (config.specialValues ?? []).map((option) => ({
    value: option.value,
    title: option.title,
    special: true,
  }));
  const options = (config.options ?? []).map((option) => ({
    value: option.value,
    title: option.title,
  }));
  const users = (config.preloadedUsers ?? []).map((user) => ({
    value: user.username,
    title: user.name,
    subtitle: `@${user.username}`,
    avatarUrl: user.avatarUrl ?? null,
  }));
  return [...special, ...options, ...users];
}

/**
 * The suggestions of the token being edited: its special values and closed options, the
 * preloaded signed-in user for the author token, then what the API returns for the debounced
 * search. Only the active token type fetches.
 */
export function useTokenSuggestions(
  config: TokenConfig | null,
  search: string,
  fullPath: string,
): TokenSuggestions {
  const type = config?.type ?? '';
  const debounced = useDebouncedSearch(search, type);
  const on = (wanted: string) => type === wanted;
  const results = [
    useUserSuggestions(fullPath, debounced, on(TOKEN_TYPE_AUTHOR)),
    useLabelSuggestions(fullPath, debounced, on(TOKEN_TYPE_LABEL)),
    useMilestoneSuggestions(fullPath, debounced, on(TOKEN_TYPE_MILESTONE)),
    useEpicSuggestions(fullPath, debounced, on(TOKEN_TYPE_EPIC)),
    useGroupSuggestions(fullPath, debounced, on(TOKEN_TYPE_GROUP)),
    useEmojiSuggestions(debounced, on(TOKEN_TYPE_MY_REACTION)),
  ];
  if (config === null) return { items: [], loading: false, error: null, pending: false };
  const fetched = results.find((result) => result.loading || result.error || result.items.length);
  const fixed = fixedSuggestions(config).filter((item) => matchesSearch(item, search));
  const seen = new Set(fixed.map((item) => item.value));
  // Fetched items are filtered again so a list still showing the previous search (while the
  // next one is debounced or loading) never offers what the typed text excludes.
  const rest = (fetched?.items ?? []).filter(
    (item) => !seen.has(item.value) && matchesSearch(item, search),
  );
  const items = [...fixed, ...rest];
  const loading = fetched?.loading ?? false;
  return {
    items,
    loading,
    error: fetched?.error ?? null,
    pending: loading || (FETCHING_TYPES.has(type) && debounced !== search.trim()),
  };
}
