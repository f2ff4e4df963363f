// What the page knows about itself: its data that is not a setting.
import { createContext, useContext } from 'react';
import type { EpicFilterArguments } from '#web/lib/graphql/index.ts';

/** Filter arguments of Group.epics and Epic.children, as the filter bar produces them. */
export type RoadmapFilterArguments = EpicFilterArguments;

export interface RoadmapPageInfo {
  readonly fullPath: string;
  readonly groupId: string | undefined;
  readonly groupName: string | undefined;
  /** Set in the scoped child-epics form. */
  readonly epicIid: string | undefined;
  readonly childEpicsMode: boolean;
  readonly hasFilters: boolean;
  /** Contradictory filters: no request, the filtered empty state. */
  readonly filtersMatchNothing: boolean;
  readonly filterArguments: RoadmapFilterArguments;
  readonly canCreateEpic: boolean;
  readonly allowSubEpics: boolean;
  readonly scopedLabels: boolean;
  readonly newEpicPath: string;
  readonly listEpicsPath: string;
  readonly docsPath: string;
  /** The read-only embed (no settings, no export: the view is the URL's). */
  readonly embedded: boolean;
}

const PageContext = createContext<RoadmapPageInfo | null>(null);

export const RoadmapPageProvider = PageContext.Provider;

export function useRoadmapPage(): RoadmapPageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error('useRoadmapPage needs a <RoadmapPageProvider> above it');
  return page;
}
