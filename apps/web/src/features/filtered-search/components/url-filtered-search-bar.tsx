import { useMemo } from 'react';
import { useSession } from '#web/lib/session/index.ts';
import type { FilterBarToken } from '../utils/filter-token.ts';
import { readFilterSearch, writeFilterSearch } from '../utils/filter-search.ts';
import type { EpicSort } from '#web/lib/epic-sort.ts';
import { normalizeEpicSort } from '#web/lib/epic-sort.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import type { FilteredSearchBarProps } from './filtered-search-bar.tsx';
import { FilteredSearchBar } from './filtered-search-bar.tsx';

export type UrlFilteredSearchBarProps = Omit<
  FilteredSearchBarProps,
  'currentUser' | 'initialTokens' | 'initialSort' | 'onSubmit'
>;

/**
 * The filter bar bound to the page URL: it starts from the filter and `sort` parameters and
 * writes them back (history replace, paging parameters dropped) when a search is submitted or the
 * sort changes. The signed-in user comes from the session.
 */
export function UrlFilteredSearchBar(props: UrlFilteredSearchBarProps) {
  const session = useSession();
  const [search, replace] = useUrlSearch();
  const signedIn = session.user !== null;
  const customFieldsEnabled = props.customFieldsEnabled ?? false;
  const { tokens, searchIn } = useMemo(
    () => readFilterSearch(search, { signedIn, customFieldsEnabled }),
    [search, signedIn, customFieldsEnabled],
  );
  const urlSort = new URLSearchParams(search).get('sort');
  const currentUser = session.user
    ? { id: String(session.user.id), username: session.user.username, name: session.user.name }
    : null;

  function submit(next: FilterBarToken[], sort: EpicSort) {
    const sortChanged = sort !== normalizeEpicSort(urlSort);
    replace(
      writeFilterSearch(search, next, {
        searchIn,
        sort: sortChanged || urlSort !== null ? sort : undefined,
      }),
    );
  }

  return (
    <FilteredSearchBar
      {...props}
      currentUser={currentUser}
      initialTokens={tokens}
      initialSort={urlSort}
      onSubmit={submit}
    />
  );
}
