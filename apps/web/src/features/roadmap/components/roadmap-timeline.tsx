// The scrolling timeline: sticky header and milestones, the virtualised epics list, the grid, the
// today line and the scroll shadows. Sizes come from @cairn/timeline
// (docs/decisions/0006-roadmap-page.md).
import {
  EPIC_TITLE_COLUMN_WIDTH,
  TIMELINE_CELL_WIDTH,
  bufferSize as bufferSizeFor,
  datePosition,
  headerRightSpacing,
  timeframeEnd,
  timeframeDateRangeText,
  timeframeStart,
  toIsoDate,
} from '@cairn/timeline';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useState, type ReactNode, type UIEvent } from 'react';
import { DependenciesProvider } from '../state/dependencies.tsx';
import { DetailsWidthProvider, detailsWidthFor } from '../state/details-width.tsx';
import { useRoadmapSettings, useRoadmapUi } from '../state/roadmap-store.tsx';
import type { EpicRow } from '../utils/epic-rows.ts';
import type { PlacedMilestone } from '../utils/milestones.ts';
import { EpicsList } from './epics-list.tsx';
import { MilestonesSection, milestonesSectionHeight } from './milestones-section.tsx';
import classes from './roadmap.module.css';
import { TimelineHeader } from './timeline-header.tsx';

/** Header height; the epics section is 100% minus this minus the milestones height. */
export const TIMELINE_HEADER_HEIGHT = 60;
/** Up to this many header cells render at once; longer timeframes are virtualised. */
const UNVIRTUALISED_COLUMNS = 60;

export interface RoadmapTimelineProps {
  readonly rows: readonly EpicRow[];
  /** Px height of the frame. */
  readonly height: number;
  readonly windowWidth: number;
  readonly placedMilestones: readonly PlacedMilestone[] | null;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => void;
  readonly isLoadingChildren: (epicId: string) => boolean;
  readonly cornerLabel: string;
  /** Told the scrolling element (Today, zoom and the tray's drops scroll and read it). */
  readonly onScrollerChange?: (element: HTMLDivElement | null) => void;
}

/** What the rows read from above: the details width and the dependencies among the rows. */
function TimelineProviders(props: {
  detailsWidth: number;
  rows: readonly EpicRow[];
  showDependencies: boolean;
  children: ReactNode;
}) {
  const epics = useMemo(() => props.rows.map((row) => row.epic), [props.rows]);
  return (
    <DetailsWidthProvider value={props.detailsWidth}>
      <DependenciesProvider epics={epics} shown={props.showDependencies}>
        {props.children}
      </DependenciesProvider>
    </DetailsWidthProvider>
  );
}

export function RoadmapTimeline(props: RoadmapTimelineProps) {
  const { rows, height, windowWidth, placedMilestones } = props;
  const { settings, today } = useRoadmapSettings();
  const { ui, dispatch } = useRoadmapUi();
  const { timeframe, presetType } = settings;
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [shadows, setShadows] = useState({ top: false, bottom: false });
  const [clientHeight, setClientHeight] = useState<number | null>(null);
  const { onScrollerChange } = props;
  useEffect(() => {
    onScrollerChange?.(scrollElement);
    return () => onScrollerChange?.(null);
  }, [scrollElement, onScrollerChange]);

  // The scroller's inner height (without a horizontal scrollbar) is the available height.
  useEffect(() => {
    if (!scrollElement) return;
    const update = () => setClientHeight(scrollElement.clientHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(scrollElement);
    return () => observer.disconnect();
  }, [scrollElement]);

  const detailsWidth = detailsWidthFor(windowWidth);
  const rightSpacing = headerRightSpacing(windowWidth);
  const cellsWidth = timeframe.length * TIMELINE_CELL_WIDTH;
  const width = detailsWidth + cellsWidth + rightSpacing;
  const milestonesHeight = placedMilestones
    ? milestonesSectionHeight(placedMilestones, ui.milestonesExpanded)
    : 0;
  const epicsViewportHeight = Math.max(
    0,
    (clientHeight ?? height) - TIMELINE_HEADER_HEIGHT - milestonesHeight,
  );
  const bufferSize = bufferSizeFor(epicsViewportHeight);

  useEffect(() => {
    dispatch({ type: 'setBufferSize', bufferSize });
  }, [bufferSize, dispatch]);

  const virtualise = timeframe.length > UNVIRTUALISED_COLUMNS;
  // Disabled below the threshold: it would otherwise listen to every scroll and re-render the
  // whole timeline each time scrolling starts or stops.
  const columnVirtualizer = useVirtualizer({
    enabled: virtualise,
    horizontal: true,
    count: virtualise ? timeframe.length : 0,
    getScrollElement: () => scrollElement,
    estimateSize: () => TIMELINE_CELL_WIDTH,
    overscan: 4,
    scrollMargin: detailsWidth,
    // Switched on by a finer preset: it keeps the scroll position instead of writing 0.
    initialOffset: () => scrollElement?.scrollLeft ?? 0,
  });
  const virtualColumns = virtualise ? columnVirtualizer.getVirtualItems() : null;
  const columns = useMemo<readonly VirtualItem[]>(
    () =>
      virtualColumns ??
      timeframe.map((_, index) => ({
        key: index,
        index,
        start: index * TIMELINE_CELL_WIDTH,
        end: (index + 1) * TIMELINE_CELL_WIDTH,
        size: TIMELINE_CELL_WIDTH,
        lane: 0,
      })),
    [virtualColumns, timeframe],
  );

  const todayIso = toIsoDate(today);
  const todayLeft = useMemo(() => {
    if (todayIso < timeframeStart(timeframe, presetType)) return null;
    if (todayIso > timeframeEnd(timeframe, presetType)) return null;
    const start = datePosition(timeframe, presetType, todayIso, 'start', TIMELINE_CELL_WIDTH);
    const end = datePosition(timeframe, presetType, todayIso, 'end', TIMELINE_CELL_WIDTH);
    return (start + end) / 2;
  }, [todayIso, timeframe, presetType]);

  // Bring today into view when the timeline is first shown and whenever its timeframe changes.
  useEffect(() => {
    if (!scrollElement || todayLeft === null) return;
    const visibleTimeline = scrollElement.clientWidth - detailsWidth;
    scrollElement.scrollLeft = Math.max(0, todayLeft - visibleTimeline / 2);
  }, [scrollElement, todayLeft, detailsWidth]);

  const updateShadows = useCallback((element: HTMLDivElement) => {
    const top = element.scrollTop > 0;
    const bottom = element.scrollTop + element.clientHeight < element.scrollHeight - 1;
    setShadows((current) =>
      current.top === top && current.bottom === bottom ? current : { top, bottom },
    );
  }, []);
  useEffect(() => {
    if (scrollElement) updateShadows(scrollElement);
  });

  const listOffset = TIMELINE_HEADER_HEIGHT + milestonesHeight;
  return (
    <TimelineProviders
      detailsWidth={detailsWidth}
      rows={rows}
      showDependencies={settings.isShowingDependencies}
    >
      <div
        className={classes.frame}
        style={{ height, ['--roadmap-details-width' as string]: `${detailsWidth}px` }}
        data-narrow={detailsWidth < EPIC_TITLE_COLUMN_WIDTH || undefined}
        data-testid="roadmap-timeline"
      >
        <div
          ref={setScrollElement}
          className={classes.scroller}
          onScroll={(event: UIEvent<HTMLDivElement>) => updateShadows(event.currentTarget)}
          tabIndex={0}
          role="region"
          aria-label="Roadmap timeline"
          data-testid="roadmap-scroller"
        >
          <div className={classes.canvas} style={{ width }}>
            {placedMilestones ? (
              <MilestonesSection
                placed={placedMilestones}
                expanded={ui.milestonesExpanded}
                onToggle={() => dispatch({ type: 'toggleMilestones' })}
                timeframe={timeframe}
                preset={presetType}
                width={width}
                height={milestonesHeight}
                todayLeft={todayLeft}
              />
            ) : null}
            {/* The milestones come first for assistive technology (one tab stop, then the epics);
              CSS order shows them under the header. */}
            <div
              role="treegrid"
              aria-label={props.cornerLabel}
              aria-rowcount={props.hasNextPage ? -1 : rows.length + 1}
              aria-colcount={2}
              aria-busy={props.isFetchingNextPage || undefined}
              className={classes.treegrid}
              data-testid="epics-treegrid"
            >
              <TimelineHeader
                timeframe={timeframe}
                preset={presetType}
                today={today}
                virtualColumns={columns}
                rightSpacing={rightSpacing}
                cornerLabel={props.cornerLabel}
                rangeLabel={timeframeDateRangeText(timeframe, presetType)}
              />
              <div className={classes.epicsSection}>
                <div
                  className={classes.grid}
                  style={{
                    position: 'absolute',
                    inset: 0,
                    left: detailsWidth,
                    width: cellsWidth,
                    backgroundSize: `${TIMELINE_CELL_WIDTH}px 100%`,
                  }}
                  aria-hidden="true"
                >
                  {todayLeft !== null ? (
                    <span
                      className={classes.todayLine}
                      style={{ left: todayLeft }}
                      data-testid="today-line"
                    />
                  ) : null}
                </div>
                <EpicsList
                  rows={rows}
                  scrollElement={scrollElement}
                  offsetTop={listOffset}
                  width={width}
                  bufferSize={bufferSize}
                  viewportHeight={epicsViewportHeight}
                  hasNextPage={props.hasNextPage}
                  isFetchingNextPage={props.isFetchingNextPage}
                  fetchNextPage={props.fetchNextPage}
                  isLoadingChildren={props.isLoadingChildren}
                />
              </div>
            </div>
          </div>
        </div>
        {shadows.top ? (
          <div
            className={classes.shadowTop}
            style={{ top: listOffset }}
            data-testid="scroll-shadow-top"
          />
        ) : null}
        {shadows.bottom ? (
          <div className={classes.shadowBottom} data-testid="scroll-shadow-bottom" />
        ) : null}
      </div>
    </TimelineProviders>
  );
}
