// The group roadmap page (chunk pages.groups.roadmap.show): page data, URL settings and the view.
// With an epic iid it runs in the scoped child-epics form and fills its container.
import { Alert, Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { NotFoundPage } from '#web/components/error-pages.tsx';
import { today as appToday } from '#web/lib/today.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import { useLiveRoadmap } from '../hooks/use-live-roadmap.ts';
import { useRoadmapPageData } from '../hooks/use-roadmap-page-data.ts';
import {
  RoadmapPageProvider,
  type RoadmapFilterArguments,
  type RoadmapPageInfo,
} from '../state/roadmap-page-context.tsx';
import { RoadmapStoreProvider } from '../state/roadmap-store.tsx';
import { LOAD_ROADMAP_ERROR } from '../utils/messages.ts';
import { RoadmapView, type FilterBarSlot } from './roadmap-view.tsx';

export const ROADMAP_DOCS_PATH = '/help/user/group/roadmap/index';
const NO_FILTERS: RoadmapFilterArguments = {};

export interface RoadmapPageProps {
  /** The group's full path. */
  readonly fullPath: string;
  /** Scoped child-epics form: only this epic's children. */
  readonly epicIid?: string;
  /** Group.epics filter arguments from the URL (the filter bar's parsing, composed in app/). */
  readonly filterArguments?: RoadmapFilterArguments;
  readonly hasFilters?: boolean;
  /** The filters contradict each other (e.g. two required authors): nothing is fetched. */
  readonly filtersMatchNothing?: boolean;
  /** The filter bar, or a function of whether it must be view-only. */
  readonly filterBar?: FilterBarSlot;
  /**
   * Fill the parent's height instead of the window's (the epic page embeds the scoped form so;
   * the parent must have a height). Default: the window below the page's top.
   */
  readonly fillContainer?: boolean;
  /** Scoped labels flag (feature flag); default on. */
  readonly scopedLabels?: boolean;
  /**
   * The settings' query string held by the caller instead of the page URL (the epic page keeps
   * the embedded form's settings in component state). Both or neither; default: the URL.
   */
  readonly settingsSearch?: string;
  readonly onSettingsSearchChange?: (search: string) => void;
  /** The read-only embed: the view the URL describes, without settings or export. */
  readonly embedded?: boolean;
}

export function RoadmapPage(props: RoadmapPageProps) {
  const { fullPath, epicIid, filterBar } = props;
  const filterArguments = props.filterArguments ?? NO_FILTERS;
  const hasFilters = props.hasFilters ?? false;
  const childEpicsMode = epicIid !== undefined;
  const [today] = useState(appToday);
  const urlSearch = useUrlSearch();
  const [search, setSearch]: [string, (search: string) => void] =
    props.settingsSearch !== undefined && props.onSettingsSearchChange
      ? [props.settingsSearch, props.onSettingsSearchChange]
      : urlSearch;
  const data = useRoadmapPageData(fullPath);
  const { group } = data;
  useLiveRoadmap(fullPath, group !== null);

  const pageInfo = useMemo<RoadmapPageInfo | null>(() => {
    if (!group) return null;
    return {
      fullPath: group.fullPath,
      groupId: group.id,
      groupName: group.name,
      epicIid,
      childEpicsMode,
      hasFilters,
      filtersMatchNothing: props.filtersMatchNothing ?? false,
      filterArguments,
      canCreateEpic: group.userPermissions.createEpic,
      allowSubEpics: group.allowSubEpics,
      scopedLabels: props.scopedLabels ?? true,
      newEpicPath: group.newEpicPath,
      listEpicsPath: group.epicsListPath,
      docsPath: ROADMAP_DOCS_PATH,
      embedded: props.embedded ?? false,
    };
  }, [
    group,
    epicIid,
    childEpicsMode,
    hasFilters,
    props.filtersMatchNothing,
    filterArguments,
    props.scopedLabels,
    props.embedded,
  ]);

  if (data.isLoading) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading roadmap" data-testid="roadmap-loading" />
      </Center>
    );
  }
  // The embed has no group frame to answer for a group the viewer may not see.
  if (data.notFound && props.embedded) return <NotFoundPage />;
  if (!pageInfo) {
    return (
      <Alert color="red" variant="light" data-testid="roadmap-load-error">
        {LOAD_ROADMAP_ERROR}
      </Alert>
    );
  }
  return (
    <RoadmapPageProvider value={pageInfo}>
      <RoadmapStoreProvider
        search={search}
        onSearchChange={setSearch}
        today={today}
        firstDayOfWeek={data.firstDayOfWeek}
      >
        <RoadmapView filterBar={filterBar} fillContainer={props.fillContainer ?? false} />
      </RoadmapStoreProvider>
    </RoadmapPageProvider>
  );
}
