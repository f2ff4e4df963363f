// The virtualised epics list section: rows, the empty filler row, the 'Loading epics' note, and
// the next-page trigger when the end of the list is reached.
import { ROW_HEIGHT } from '@cairn/timeline';
import { Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo } from 'react';
import type { RoadmapEpic } from '../graphql/types.ts';
import { useDetailsWidth } from '../state/details-width.tsx';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings, useRoadmapUi } from '../state/roadmap-store.tsx';
import { useTreegridKeyboard } from '../hooks/use-treegrid-keyboard.ts';
import { useAddDependency } from '../hooks/use-add-dependency.ts';
import { canExpand, showsGroupName, type EpicRow as EpicRowData } from '../utils/epic-rows.ts';
import { treegridRowInfo } from '../utils/treegrid-rows.ts';
import { LOADING_EPICS } from '../utils/messages.ts';
import { DependencyArrows } from './dependency-arrows.tsx';
import { EpicRow } from './epic-row.tsx';
import classes from './roadmap.module.css';

/** Rows rendered beyond each edge; every rendered row is mounted, styled and laid out. */
const OVERSCAN_ROWS = 4;

export interface EpicsListProps {
  readonly rows: readonly EpicRowData[];
  readonly scrollElement: HTMLDivElement | null;
  /** Distance from the top of the scroll content to the first row. */
  readonly offsetTop: number;
  readonly width: number;
  readonly bufferSize: number;
  /** Px height of the epics section's visible area. */
  readonly viewportHeight: number;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => void;
  readonly isLoadingChildren: (epicId: string) => boolean;
}

export function EpicsList(props: EpicsListProps) {
  const { rows, scrollElement, offsetTop, width, bufferSize } = props;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const page = useRoadmapPage();
  const { settings, addLabelFilter } = useRoadmapSettings();
  const { ui, dispatch } = useRoadmapUi();
  const measure = settings.isShowingLabels;
  const detailsWidth = useDetailsWidth();
  const addDependency = useAddDependency();

  // A stable key function: a new one on every render makes the virtualizer measure every row again
  // (and hand out new measurements) on every scroll frame.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offsetTop,
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  // Reaching the end of the list loads the next page while there is one.
  useEffect(() => {
    if (rows.length > 0 && lastIndex < rows.length - 1) return;
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onToggle = useCallback(
    (epic: RoadmapEpic) =>
      dispatch({
        type: 'toggleEpic',
        epicId: epic.id,
        fullPath: epic.group?.fullPath ?? page.fullPath,
        iid: epic.iid,
      }),
    [dispatch, page.fullPath],
  );

  const info = useMemo(() => treegridRowInfo(rows, hasNextPage), [rows, hasNextPage]);
  const keyboard = useTreegridKeyboard({
    rows,
    info,
    isExpanded: (epicId) => ui.expanded.has(epicId),
    canExpand: (row) => canExpand(row.epic) && !ui.noMatchingChildren.has(row.epic.id),
    toggle: (row) => onToggle(row.epic),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  });
  // The last focused row keeps the tab stop; scrolled away, the first rendered row takes it.
  const tabbableKey = items.some((item) => item.key === keyboard.activeKey)
    ? keyboard.activeKey
    : items[0]?.key;

  const listHeight = virtualizer.getTotalSize();
  // The empty filler row takes the rest of the section while fewer epics than the buffer show.
  const fillerHeight =
    rows.length < bufferSize ? Math.max(0, Math.floor(props.viewportHeight - listHeight)) : 0;
  return (
    <div
      style={{
        position: 'relative',
        height: listHeight + fillerHeight + (isFetchingNextPage ? ROW_HEIGHT : 0),
      }}
    >
      <DependencyArrows
        rows={rows}
        measurements={virtualizer.measurementsCache}
        rendered={items}
        offsetTop={offsetTop}
        width={width}
        height={listHeight}
        timeframe={settings.timeframe}
        preset={settings.presetType}
        container={scrollElement}
      />
      <div
        ref={(element) => {
          keyboard.containerRef.current = element;
        }}
        role="rowgroup"
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        data-testid="epics-list"
        style={{ position: 'relative', height: listHeight }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { epic } = row;
          return (
            <EpicRow
              key={item.key}
              row={row}
              index={item.index}
              info={info[item.index] ?? { level: 1, posInSet: 1, setSize: 1, parentIndex: -1 }}
              tabbable={item.key === tabbableKey}
              top={item.start - offsetTop}
              width={width}
              timeframe={settings.timeframe}
              preset={settings.presetType}
              progressMode={settings.progressTracking}
              showProgress={settings.isProgressTrackingActive}
              showLabels={settings.isShowingLabels}
              scopedLabels={page.scopedLabels}
              hasFilters={page.hasFilters}
              showGroupName={!row.isChildEpic && showsGroupName(epic, page.groupId)}
              showChildCount={page.allowSubEpics}
              expanded={ui.expanded.has(epic.id)}
              loadingChildren={ui.expanded.has(epic.id) && props.isLoadingChildren(epic.id)}
              noMatchingChildren={ui.noMatchingChildren.has(epic.id)}
              measureRef={measure ? virtualizer.measureElement : undefined}
              onToggle={onToggle}
              onLabelClick={addLabelFilter}
              onAddDependency={addDependency}
            />
          );
        })}
      </div>
      {fillerHeight > 0 ? (
        <div
          className={classes.filler}
          style={{ top: listHeight, height: fillerHeight, width }}
          data-testid="epics-filler"
          aria-hidden="true"
        >
          <div className={classes.details} style={{ width: detailsWidth, height: '100%' }} />
        </div>
      ) : null}
      {isFetchingNextPage ? (
        <div
          className={classes.loadingNote}
          style={{ top: listHeight + fillerHeight, width: detailsWidth }}
          aria-hidden="true"
          data-testid="epics-loading-next"
        >
          <Loader size="xs" aria-hidden />
          {LOADING_EPICS}
        </div>
      ) : null}
    </div>
  );
}
