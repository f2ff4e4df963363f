// One virtualised treegrid row: the sticky details cell and the bar on the timeline. The row is
// the focusable unit (hooks/use-treegrid-keyboard.ts); its name sums up what the cells show.
import {
  TIMELINE_CELL_WIDTH,
  barGeometry,
  epicProgressData,
  epicTimeframeText,
  isIsoDate,
  progressTexts,
  type PresetType,
  type ProgressMode,
  type TimeframeItem,
} from '@cairn/timeline';
import { memo } from 'react';
import type { RoadmapEpic } from '../graphql/types.ts';
import type { NewDependency } from '../hooks/use-add-dependency.ts';
import { useDetailsWidth } from '../state/details-width.tsx';
import { canExpand, epicProgressSource, type EpicRow as EpicRowData } from '../utils/epic-rows.ts';
import { treegridRowName, type TreegridRowInfo } from '../utils/treegrid-rows.ts';
import { DependencyHandle } from './dependency-handle.tsx';
import { EpicBar } from './epic-bar.tsx';
import { EpicDetails } from './epic-details.tsx';
import classes from './roadmap.module.css';

export interface EpicRowProps {
  readonly row: EpicRowData;
  readonly index: number;
  readonly info: TreegridRowInfo;
  /** The grid's one tab stop. */
  readonly tabbable: boolean;
  readonly top: number;
  readonly width: number;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
  readonly progressMode: ProgressMode;
  readonly showProgress: boolean;
  readonly showLabels: boolean;
  readonly scopedLabels: boolean;
  readonly hasFilters: boolean;
  readonly showGroupName: boolean;
  readonly showChildCount: boolean;
  readonly expanded: boolean;
  readonly loadingChildren: boolean;
  readonly noMatchingChildren: boolean;
  readonly measureRef: ((element: HTMLElement | null) => void) | undefined;
  readonly onToggle: (epic: RoadmapEpic) => void;
  readonly onLabelClick: (title: string) => void;
  readonly onAddDependency: (dependency: NewDependency) => void;
}

function isoOrNull(value: string | null | undefined): string | null {
  return isIsoDate(value) ? value : null;
}

export const EpicRow = memo(function EpicRow(props: EpicRowProps) {
  const { row, index, info, top, width, timeframe, preset } = props;
  const { epic } = row;
  const detailsWidth = useDetailsWidth();
  const geometry = barGeometry({
    startDate: isoOrNull(epic.startDate),
    endDate: isoOrNull(epic.dueDate),
    items: timeframe,
    preset,
    cellWidth: TIMELINE_CELL_WIDTH,
  });
  return (
    <div
      ref={props.measureRef}
      data-index={index}
      className={classes.row}
      style={{ top, width, minHeight: 40 }}
      role="row"
      aria-label={treegridRowName(epic, {
        timeframe: epicTimeframeText(epic.startDate, epic.dueDate),
        progress: props.showProgress
          ? progressTexts(
              props.progressMode,
              epicProgressData(props.progressMode, epicProgressSource(epic)),
            ).percentageText
          : null,
        showChildCount: props.showChildCount,
      })}
      aria-rowindex={index + 2}
      aria-level={info.level}
      aria-posinset={info.posInSet}
      aria-setsize={info.setSize}
      aria-expanded={canExpand(epic) && !props.noMatchingChildren ? props.expanded : undefined}
      tabIndex={props.tabbable ? 0 : -1}
      data-testid="epic-row"
      data-epic-id={epic.id}
      data-child-epic={row.isChildEpic || undefined}
      data-depth={row.depth}
    >
      <EpicDetails
        epic={epic}
        depth={row.depth}
        width={detailsWidth}
        expanded={props.expanded}
        loadingChildren={props.loadingChildren}
        noMatchingChildren={props.noMatchingChildren}
        hasFilters={props.hasFilters}
        showGroupName={props.showGroupName}
        showChildCount={props.showChildCount}
        showLabels={props.showLabels}
        scopedLabels={props.scopedLabels}
        onToggle={props.onToggle}
        onLabelClick={props.onLabelClick}
      />
      <div role="gridcell" className={classes.timeline} style={{ width: width - detailsWidth }}>
        {geometry.visible ? (
          <EpicBar
            epic={epic}
            geometry={geometry}
            progressMode={props.progressMode}
            showProgress={props.showProgress}
            timeframe={timeframe}
            preset={preset}
          />
        ) : null}
        {geometry.visible ? (
          <DependencyHandle
            epic={epic}
            left={geometry.left + geometry.width}
            onAdd={props.onAddDependency}
          />
        ) : null}
      </div>
    </div>
  );
});
