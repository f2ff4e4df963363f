// The roadmap screen below the page data: toolbar (filter bar slot and Settings), alerts, the
// loading spinner, the empty state or the timeline, and the settings drawer.
import { TIMELINE_CELL_WIDTH, timeframeDateRangeText } from '@cairn/timeline';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle, IconSettings } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDebouncedWindowSize } from '../hooks/use-debounced-window-size.ts';
import { useEpicChildren } from '../hooks/use-epic-children.ts';
import { useFrameHeight } from '../hooks/use-frame-height.ts';
import { useGroupHasEpics } from '../hooks/use-group-has-epics.ts';
import { useRoadmapEpics } from '../hooks/use-roadmap-epics.ts';
import { useRoadmapMilestones } from '../hooks/use-roadmap-milestones.ts';
import { useResultsAnnouncement } from '../hooks/use-results-announcement.ts';
import { detailsWidthFor } from '../state/details-width.tsx';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings, useRoadmapUi } from '../state/roadmap-store.tsx';
import { emptyStateTexts } from '../utils/empty-state.ts';
import { flattenEpicRows, topLevelEpics } from '../utils/epic-rows.ts';
import { FETCH_EPICS_ERROR, FETCH_MILESTONES_ERROR } from '../utils/messages.ts';
import { placeMilestones } from '../utils/milestones.ts';
import { isFilterBarViewOnly, needsGroupEpicsLookup } from '../utils/view-only.ts';
import { RoadmapEmptyState } from './empty-state.tsx';
import { ExportMenu } from './export-menu.tsx';
import classes from './roadmap.module.css';
import { RoadmapTimeline } from './roadmap-timeline.tsx';
import { TimelineControls } from './timeline-controls.tsx';
import { UnscheduledSection } from './unscheduled-section.tsx';

// The drawer (and the form controls only it uses) loads the first time it opens.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer.tsx').then((module) => ({ default: module.SettingsDrawer })),
);

export type FilterBarSlot = ReactNode | ((options: { viewOnly: boolean }) => ReactNode);

function Alerts({ messages }: { messages: readonly string[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = messages.filter((message) => !dismissed.has(message));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((message) => (
        <Alert
          key={message}
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDismissed((current) => new Set(current).add(message))}
          data-testid="roadmap-alert"
        >
          {message}
        </Alert>
      ))}
    </>
  );
}

export function RoadmapView({
  filterBar,
  fillContainer,
}: {
  filterBar?: FilterBarSlot;
  fillContainer: boolean;
}) {
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const { ui, dispatch } = useRoadmapUi();
  const windowSize = useDebouncedWindowSize();
  const frameRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const detailsWidth = detailsWidthFor(windowSize.width);
  // Once opened, the drawer stays mounted so that it can animate closed and open again.
  const [drawerRequested, setDrawerRequested] = useState(false);
  if (ui.settingsOpen && !drawerRequested) setDrawerRequested(true);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const drawerWasOpen = useRef(false);
  // The drawer is mounted already open the first time, so it cannot know its opener itself.
  useEffect(() => {
    if (drawerWasOpen.current && !ui.settingsOpen) settingsButtonRef.current?.focus();
    drawerWasOpen.current = ui.settingsOpen;
  }, [ui.settingsOpen]);

  const epics = useRoadmapEpics(!page.filtersMatchNothing);
  const children = useEpicChildren();
  const milestones = useRoadmapMilestones(!page.childEpicsMode);

  const { timeframe, presetType, milestonesType } = settings;
  const roots = useMemo(
    () => (page.childEpicsMode ? epics.epics : topLevelEpics(epics.epics)),
    [page.childEpicsMode, epics.epics],
  );
  const { childrenOf } = children;
  const rows = flattenEpicRows({
    roots,
    rootsAreChildEpics: page.childEpicsMode,
    isExpanded: (id) => ui.expanded.has(id),
    childrenOf,
  });
  const placedMilestones = useMemo(
    () =>
      settings.isShowingMilestones && !page.childEpicsMode
        ? placeMilestones(
            milestones.milestones,
            milestonesType,
            timeframe,
            presetType,
            TIMELINE_CELL_WIDTH,
          )
        : null,
    [
      settings.isShowingMilestones,
      page.childEpicsMode,
      milestones.milestones,
      milestonesType,
      timeframe,
      presetType,
    ],
  );

  useResultsAnnouncement(
    !epics.isLoading && !epics.isRefreshing && !epics.isFetchingNextPage,
    [
      settings.filterParams,
      settings.epicsState,
      settings.sortedBy,
      settings.timeframeRangeType,
      presetType,
    ].join('|'),
    { count: roots.length, hasMore: epics.hasNextPage, childEpics: page.childEpicsMode },
  );

  const alerts: string[] = [];
  if (epics.isError || children.isError) alerts.push(FETCH_EPICS_ERROR);
  if (milestones.isError) alerts.push(FETCH_MILESTONES_ERROR);
  const height = useFrameHeight(frameRef, fillContainer, windowSize.height, alerts.join('|'));

  const loaded = !epics.isLoading;
  const isEmpty = loaded && !epics.isError && rows.length === 0 && !epics.hasNextPage;
  const pageHasEpics = epics.rawCount > 0 || epics.hasNextPage;
  const lookedUp = useGroupHasEpics(
    page.fullPath,
    needsGroupEpicsLookup({
      childEpicsMode: page.childEpicsMode,
      hasFilters: page.hasFilters,
      pageLoaded: loaded,
      pageFailed: epics.isError,
      pageHasEpics,
    }),
  );
  const viewOnly = isFilterBarViewOnly({
    childEpicsMode: page.childEpicsMode,
    hasFilters: page.hasFilters,
    groupHasEpics: pageHasEpics || lookedUp,
  });
  const filterBarNode = typeof filterBar === 'function' ? filterBar({ viewOnly }) : filterBar;
  const cornerLabel = page.childEpicsMode ? 'Child epics' : 'Epics';
  const listEpicsHref = `${page.listEpicsPath}${settings.filterParams ? `?${settings.filterParams}` : ''}`;

  return (
    <div
      className={classes.page}
      style={fillContainer ? { height: '100%' } : undefined}
      data-testid="roadmap-page"
      data-view-only={viewOnly || undefined}
    >
      <div className={classes.toolbar}>
        <div className={classes.filterSlot} data-testid="roadmap-filter-slot">
          {filterBarNode}
        </div>
        {epics.isRefreshing ? (
          <Loader
            size="sm"
            mt={8}
            aria-label="Refreshing roadmap"
            data-testid="roadmap-refreshing"
          />
        ) : null}
        <TimelineControls scroller={scroller} detailsWidth={detailsWidth} />
        {page.embedded ? null : (
          <>
            <ExportMenu rows={rows} cornerLabel={cornerLabel} />
            <Button
              ref={settingsButtonRef}
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => dispatch({ type: 'setSettingsOpen', open: true })}
              data-testid="roadmap-settings-button"
            >
              Settings
            </Button>
          </>
        )}
      </div>
      <Alerts messages={alerts} />
      <div
        ref={frameRef}
        style={fillContainer ? { flex: 1, minHeight: 0, overflow: 'hidden' } : undefined}
      >
        {epics.isLoading ? (
          <Center h={240}>
            <Loader aria-label="Loading roadmap" data-testid="roadmap-loading" />
          </Center>
        ) : isEmpty ? (
          <RoadmapEmptyState
            texts={emptyStateTexts({
              hasFilters: page.hasFilters,
              childEpicsMode: page.childEpicsMode,
              onlyUndisplayableEpics: epics.rawCount > 0,
              dateRange: timeframeDateRangeText(timeframe, presetType),
              canCreateEpic: page.canCreateEpic,
            })}
            listEpicsHref={listEpicsHref}
            newEpicHref={page.newEpicPath}
            docsHref={page.docsPath}
          />
        ) : rows.length > 0 || epics.hasNextPage ? (
          <RoadmapTimeline
            rows={rows}
            height={height}
            windowWidth={windowSize.width}
            placedMilestones={placedMilestones}
            hasNextPage={epics.hasNextPage}
            isFetchingNextPage={epics.isFetchingNextPage}
            fetchNextPage={epics.fetchNextPage}
            isLoadingChildren={children.isLoadingChildren}
            cornerLabel={cornerLabel}
            onScrollerChange={setScroller}
          />
        ) : null}
      </div>
      {page.childEpicsMode ? null : (
        <UnscheduledSection
          enabled={!page.filtersMatchNothing}
          scroller={scroller}
          detailsWidth={detailsWidth}
        />
      )}
      {drawerRequested || ui.settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDrawer
            opened={ui.settingsOpen}
            onClose={() => dispatch({ type: 'setSettingsOpen', open: false })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
