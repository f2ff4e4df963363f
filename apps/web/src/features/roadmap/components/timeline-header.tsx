// The timeline header: one cell per quarter, month or week with its sub-labels; today is marked
// (docs/decisions/0006-roadmap-page.md, 'Layout'). Cells are virtualised horizontally.
import {
  TIMELINE_CELL_WIDTH,
  currentSubLabelIndex,
  headerItemLabels,
  headerSubLabels,
  isCurrentHeaderItem,
  itemStart,
  todayOffsetInItem,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, useMemo } from 'react';
import { useDetailsWidth } from '../state/details-width.tsx';
import classes from './roadmap.module.css';

/**
 * Month cells hold a slot for every day but print only days 1, 8, 15 and 22 (180 px cannot show
 * 31 numbers), and today; a printed day too close to today is left out so the two do not collide.
 */
function showsSubLabelText(preset: PresetType, index: number, todayIndex: number | null): boolean {
  if (preset !== 'MONTHS' || index === todayIndex) return true;
  const weekly = index % 7 === 0 && index <= 21;
  return weekly && (todayIndex === null || Math.abs(index - todayIndex) > 3);
}

interface HeaderCellProps {
  readonly item: TimeframeItem;
  readonly label: string;
  readonly preset: PresetType;
  readonly today: Date;
  readonly left: number;
}

const HeaderCell = memo(function HeaderCell({ item, label, preset, today, left }: HeaderCellProps) {
  const subLabels = headerSubLabels(item, preset);
  const current = isCurrentHeaderItem(item, preset, today);
  const todayIndex = currentSubLabelIndex(item, preset, today);
  const offset = todayOffsetInItem(item, preset, today);
  return (
    <div
      className={classes.headerCell}
      style={{ left, width: TIMELINE_CELL_WIDTH }}
      data-current={current || undefined}
      data-start={itemStart(item)}
      data-testid="timeline-header-item"
    >
      <div className={classes.headerLabel} data-testid="timeline-header-label">
        <span className={classes.headerLabelText}>{label}</span>
      </div>
      <div className={classes.subLabels} aria-hidden="true">
        {subLabels.map((text, index) => {
          const isToday = index === todayIndex;
          return (
            <span
              key={index}
              className={classes.subLabel}
              data-today={isToday || undefined}
              data-testid="timeline-header-sublabel"
              data-value={text}
            >
              {showsSubLabelText(preset, index, todayIndex) ? <span>{text}</span> : null}
            </span>
          );
        })}
        {offset ? (
          <span
            className={classes.todayTick}
            style={{
              left: ((offset.dayIndex + 0.5) / offset.dayCount) * TIMELINE_CELL_WIDTH - 1,
            }}
            data-testid="timeline-header-today"
          />
        ) : null}
      </div>
    </div>
  );
});

export interface TimelineHeaderProps {
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
  readonly today: Date;
  readonly virtualColumns: readonly VirtualItem[];
  readonly rightSpacing: number;
  readonly cornerLabel: string;
  /** The timeline column's name, e.g. 'Oct 1, 2026 – Sep 30, 2027'. */
  readonly rangeLabel: string;
}

export function TimelineHeader(props: TimelineHeaderProps) {
  const { timeframe, preset, today, virtualColumns, rightSpacing, cornerLabel } = props;
  // The treegrid's header row: the details column and one timeline column (rows have one bar
  // cell, so the quarters/months/weeks are the timeline header's content, named by its range).
  const detailsWidth = useDetailsWidth();
  const labels = useMemo(() => headerItemLabels(timeframe, preset), [timeframe, preset]);
  return (
    <div className={classes.header} role="row" aria-rowindex={1} data-testid="timeline-header">
      <div className={classes.corner} style={{ width: detailsWidth }} role="columnheader">
        {cornerLabel}
      </div>
      <div
        role="columnheader"
        aria-label={`Timeline, ${props.rangeLabel}`}
        className={classes.headerCells}
        style={{ width: timeframe.length * TIMELINE_CELL_WIDTH + rightSpacing }}
      >
        {virtualColumns.map((column) => {
          const item = timeframe[column.index];
          if (!item) return null;
          return (
            <HeaderCell
              key={column.index}
              item={item}
              label={labels[column.index] ?? ''}
              preset={preset}
              today={today}
              left={column.index * TIMELINE_CELL_WIDTH}
            />
          );
        })}
      </div>
    </div>
  );
}
