// Recent filtered searches kept in local storage.
//
// Choices of our own:
// - Key: `${namespaceFullPath}-epics-recent-searches` ('epics' is GitLab's storage key for epics;
//   the namespace prefix and '-recent-searches' suffix follow GitLab's recent-search keys).
// - An item is a token list, normalised (filter tokens cleaned as for the URL, then the search
//   terms); empty searches are not stored. Items are de-duplicated by their JSON text, newest
//   first, at most RECENT_SEARCHES_CAP of them.
// - Stored entries that are not token lists are skipped; text that is not JSON, or JSON that is
//   not a list, gives RECENT_SEARCHES_PARSE_ERROR with no items.
// - Storage that is missing, or throws when reached, read or written, gives
//   RECENT_SEARCHES_UNAVAILABLE.
import type { FilterBarToken } from './filter-token.ts';
import { searchTermToken, toFilterBarToken } from './filter-token.ts';
import { RECENT_SEARCHES_PARSE_ERROR, RECENT_SEARCHES_UNAVAILABLE } from './messages.ts';
import { normalizeFilterTokens } from './normalize-tokens.ts';
import { searchTermsOf } from './search-terms.ts';

export const RECENT_SEARCHES_STORAGE_KEY_EPICS = 'epics';
export const RECENT_SEARCHES_CAP = 5;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** A storage, or a getter for one (reaching window.localStorage itself can throw). */
export type StorageSource = StorageLike | null | undefined | (() => StorageLike | null | undefined);

export type RecentSearch = FilterBarToken[];
export type RecentSearchesResult = { items: RecentSearch[]; error: string | null };

export function recentSearchesStorageKey(namespaceFullPath: string): string {
  return `${namespaceFullPath}-${RECENT_SEARCHES_STORAGE_KEY_EPICS}-recent-searches`;
}

/** The stored form of a search: cleaned filter tokens, then the search terms. */
export function normalizeRecentSearch(tokens: readonly FilterBarToken[]): RecentSearch {
  return [...normalizeFilterTokens(tokens), ...searchTermsOf(tokens).map(searchTermToken)];
}

function toRecentSearch(raw: unknown): RecentSearch | null {
  if (!Array.isArray(raw)) return null;
  const tokens: FilterBarToken[] = [];
  for (const entry of raw) {
    const token = toFilterBarToken(entry);
    if (token === null) return null;
    tokens.push(token);
  }
  const search = normalizeRecentSearch(tokens);
  return search.length > 0 ? search : null;
}

/** Newest first, duplicates (same JSON text) after the first removed, at most `cap` items. */
export function dedupeRecentSearches(items: readonly RecentSearch[], cap: number): RecentSearch[] {
  const seen = new Set<string>();
  const kept: RecentSearch[] = [];
  for (const item of items) {
    const text = JSON.stringify(item);
    if (seen.has(text)) continue;
    seen.add(text);
    kept.push(item);
    if (kept.length >= cap) break;
  }
  return kept;
}

export type RecentSearchesStore = {
  readonly key: string;
  load(): RecentSearchesResult;
  /** Puts a search first and saves; returns the new list (and an error if it was not saved). */
  add(tokens: readonly FilterBarToken[]): RecentSearchesResult;
  clear(): { error: string | null };
};

export function createRecentSearchesStore(
  source: StorageSource,
  namespaceFullPath: string,
  options: { cap?: number } = {},
): RecentSearchesStore {
  const key = recentSearchesStorageKey(namespaceFullPath);
  const cap = options.cap ?? RECENT_SEARCHES_CAP;

  // Throws when the storage cannot be reached; callers turn that into RECENT_SEARCHES_UNAVAILABLE.
  function storage(): StorageLike {
    const found = typeof source === 'function' ? source() : source;
    if (!found) throw new Error(RECENT_SEARCHES_UNAVAILABLE);
    return found;
  }

  function load(): RecentSearchesResult {
    let text: string | null;
    try {
      text = storage().getItem(key);
    } catch {
      return { items: [], error: RECENT_SEARCHES_UNAVAILABLE };
    }
    if (text === null) return { items: [], error: null };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { items: [], error: RECENT_SEARCHES_PARSE_ERROR };
    }
    if (!Array.isArray(parsed)) return { items: [], error: RECENT_SEARCHES_PARSE_ERROR };
    const items = parsed.map(toRecentSearch).filter((item) => item !== null);
    return { items: dedupeRecentSearches(items, cap), error: null };
  }

  function add(tokens: readonly FilterBarToken[]): RecentSearchesResult {
    const current = load();
    const search = normalizeRecentSearch(tokens);
    if (search.length === 0 || current.error === RECENT_SEARCHES_UNAVAILABLE) return current;
    const items = dedupeRecentSearches([search, ...current.items], cap);
    try {
      storage().setItem(key, JSON.stringify(items));
    } catch {
      return { items, error: RECENT_SEARCHES_UNAVAILABLE };
    }
    return { items, error: null };
  }

  function clear(): { error: string | null } {
    try {
      storage().removeItem(key);
    } catch {
      return { error: RECENT_SEARCHES_UNAVAILABLE };
    }
    return { error: null };
  }

  return { key, load, add, clear };
}
