// The group epics list composed with the filter bar (two features, joined here as
// web-feature-wall in scripts/import-rules/web.cjs asks). Loaded lazily as its own chunk.
import { lazy } from 'react';

export const GroupEpicsListPage = lazy(async () => {
  const [list, bar] = await Promise.all([
    import('../features/epics-list/index.ts'),
    import('../features/filtered-search/index.ts'),
  ]);
  function GroupEpicsList({ fullPath }: { fullPath: string }) {
    return (
      <list.EpicsListPage
        fullPath={fullPath}
        filterBar={<bar.UrlFilteredSearchBar fullPath={fullPath} />}
        readFilters={bar.readFilterSearch}
      />
    );
  }
  return { default: GroupEpicsList };
});
