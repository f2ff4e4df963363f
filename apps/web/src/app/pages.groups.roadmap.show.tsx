// The group roadmap page composed with the group frame and the filter bar (features joined here
// as web-feature-wall in scripts/import-rules/web.cjs asks). Its own lazily loaded chunk.
import { useMemo } from 'react';
import { RoadmapPage } from '../features/roadmap/index.ts';
import { UrlFilteredSearchBar, readFilterSearch } from '../features/filtered-search/index.ts';
import { RoadmapViewsBar } from '../features/roadmap-views/index.ts';
import { epicReference } from '../lib/epic-reference.ts';
import { useSession } from '../lib/session/index.ts';
import { useUrlSearch } from '../lib/use-url-search.ts';
import { GroupFrame } from './pages.ts';

export interface GroupRoadmapProps {
  fullPath: string;
  /** The child-epics form of one epic. */
  epicIid?: string;
}

export default function GroupRoadmap({ fullPath, epicIid }: GroupRoadmapProps) {
  const { signedIn } = useSession();
  const [search] = useUrlSearch();
  const filters = useMemo(() => readFilterSearch(search, { signedIn }), [search, signedIn]);
  return (
    <GroupFrame
      fullPath={fullPath}
      section={epicIid ? `Child epics of ${epicReference(epicIid)}` : 'Roadmap'}
    >
      <RoadmapPage
        fullPath={fullPath}
        epicIid={epicIid}
        filterArguments={filters.arguments}
        hasFilters={filters.hasFilters}
        filtersMatchNothing={filters.matchesNothing}
        filterBar={({ viewOnly }) => {
          const bar = <UrlFilteredSearchBar fullPath={fullPath} viewOnly={viewOnly} />;
          // Saved views belong to the group's roadmap, not to an epic's child-epics form.
          return epicIid ? bar : <RoadmapViewsBar fullPath={fullPath}>{bar}</RoadmapViewsBar>;
        }}
      />
    </GroupFrame>
  );
}
