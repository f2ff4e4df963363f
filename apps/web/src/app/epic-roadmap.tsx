// The child-epics roadmap embedded in the epic page's 'Roadmap view' tab
// (docs/decisions/0006-roadmap-page.md): the scoped form filling its container. Its own lazily
// loaded chunk, fetched when the tab is first opened (features joined here as web-feature-wall in
// scripts/import-rules/web.cjs asks).
//
// Its settings live in component state, not in the epic page's URL: the query string the roadmap
// would otherwise replace belongs to the epic page (docs/decisions/0006-roadmap-page.md).
import { useCallback, useMemo, useState } from 'react';
import {
  FilteredSearchBar,
  readFilterSearch,
  writeFilterSearch,
  type FilterBarToken,
} from '../features/filtered-search/index.ts';
import type { EpicSort } from '../lib/epic-sort.ts';
import { RoadmapPage } from '../features/roadmap/index.ts';
import { toSearchString } from '../lib/query-string.ts';
import { useSession } from '../lib/session/index.ts';

export interface EpicRoadmapProps {
  fullPath: string;
  /** The parent epic whose children are shown. */
  iid: string;
}

export default function EpicRoadmap({ fullPath, iid }: EpicRoadmapProps) {
  const session = useSession();
  const signedIn = session.user !== null;
  // The roadmap's settings query string ('?sort=...&layout=...' or ''), kept in memory.
  const [search, setSearch] = useState('');
  const filters = useMemo(() => readFilterSearch(search, { signedIn }), [search, signedIn]);
  const sortParam = new URLSearchParams(search).get('sort');
  const currentUser = session.user
    ? { id: String(session.user.id), username: session.user.username, name: session.user.name }
    : null;

  // The bar is view-only here (the page shows one epic's children): only its sort control submits.
  const submit = useCallback(
    (tokens: FilterBarToken[], sort: EpicSort) => {
      setSearch((current) =>
        toSearchString(writeFilterSearch(current, tokens, { searchIn: filters.searchIn, sort })),
      );
    },
    [filters.searchIn],
  );

  return (
    <RoadmapPage
      fullPath={fullPath}
      epicIid={iid}
      fillContainer
      settingsSearch={search}
      onSettingsSearchChange={setSearch}
      filterArguments={filters.arguments}
      hasFilters={filters.hasFilters}
      filtersMatchNothing={filters.matchesNothing}
      filterBar={({ viewOnly }) => (
        <FilteredSearchBar
          fullPath={fullPath}
          currentUser={currentUser}
          viewOnly={viewOnly}
          initialTokens={filters.tokens}
          initialSort={sortParam}
          onSubmit={submit}
        />
      )}
    />
  );
}
