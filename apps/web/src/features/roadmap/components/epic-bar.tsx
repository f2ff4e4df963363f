// An epic's bar on the timeline: title (or '...'), progress and the hover/focus popover.
import {
  barTitleText,
  epicProgressData,
  epicTimeframeText,
  progressTexts,
  type BarGeometry,
  type PresetType,
  type ProgressMode,
  type TimeframeItem,
} from '@cairn/timeline';
import { readableTextColor } from '@cairn/colors';
import { memo, useRef } from 'react';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import type { RoadmapEpic } from '../graphql/types.ts';
import { useBarEditing } from '../hooks/use-bar-editing.ts';
import { MOVE_HINT } from '../hooks/use-bar-keyboard-move.ts';
import { GRID_STOP } from '../hooks/use-treegrid-keyboard.ts';
import { dateSourcesText } from '../utils/date-edit.ts';
import { epicProgressSource } from '../utils/epic-rows.ts';
import classes from './bars.module.css';
import { DragHandles, DragTooltip } from './drag-tooltip.tsx';
import { HoverPopover } from '#web/components/hover-popover.tsx';
import { DependencyNotes } from './dependency-notes.tsx';
import { RowIcon } from './row-icon.tsx';

export const DEFAULT_EPIC_COLOR = '#1068bf';
export const DEFAULT_EPIC_TEXT_COLOR = '#ffffff';
/** Narrower bars drop their side padding; below 14 px even '...' does not fit. */
const COMPACT_BAR_WIDTH = 40;
const MIN_TEXT_WIDTH = 14;

/**
 * The bar link's name: the visible text (title, then percentage) comes first and in order, so the
 * name contains it (WCAG 2.5.3 label in name), then the timeframe.
 */
export function barLabel(title: string, timeframe: string, percentageText: string | null): string {
  return [title, percentageText, timeframe].filter(Boolean).join(', ');
}

export interface EpicBarProps {
  readonly epic: RoadmapEpic;
  readonly geometry: BarGeometry;
  readonly progressMode: ProgressMode;
  readonly showProgress: boolean;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
}

export const EpicBar = memo(function EpicBar(props: EpicBarProps) {
  const { epic, geometry, progressMode, showProgress } = props;
  const href = epic.webPath || epic.webUrl;
  const navigate = useInternalNavigation(href);
  const progress = progressTexts(
    progressMode,
    epicProgressData(progressMode, epicProgressSource(epic)),
  );
  const timeframeText = epicTimeframeText(epic.startDate, epic.dueDate);
  const title = barTitleText(geometry.width, epic.title);
  const background = epic.color || DEFAULT_EPIC_COLOR;
  // A custom colour's stored text colour may not reach 4.5:1; the colour module picks one that does.
  const color = readableTextColor(background, epic.textColor || DEFAULT_EPIC_TEXT_COLOR);
  const roomForProgress = geometry.width >= 48;
  const barRef = useRef<HTMLAnchorElement>(null);
  const editing = useBarEditing(props);
  const dateSources = dateSourcesText(epic);

  const bar = (
    <a
      ref={barRef}
      href={href}
      onClick={navigate}
      className={classes.bar}
      style={{ left: geometry.left, width: geometry.width, background, color, ...editing.style }}
      data-start-out={geometry.startOutOfRange || undefined}
      data-end-out={geometry.endOutOfRange || undefined}
      data-compact={geometry.width < COMPACT_BAR_WIDTH || undefined}
      data-tiny={geometry.width < MIN_TEXT_WIDTH || undefined}
      data-testid="epic-bar"
      tabIndex={-1}
      {...{ [GRID_STOP]: '' }}
      aria-label={barLabel(
        epic.title,
        timeframeText,
        showProgress ? progress.percentageText : null,
      )}
      {...editing.barProps}
    >
      {editing.editable ? <DragHandles /> : null}
      {geometry.startOutOfRange ? (
        <RowIcon name="chevronLeft" className={`${classes.outMark} ${classes.outStart}`} />
      ) : null}
      {/* One sticky box: title and percentage stay at the timeline's visible left edge. The space
          is not rendered between flex items; it keeps title and percentage apart in the bar's
          visible text, which its name must contain (label in name). */}
      <span className={classes.barText}>
        <span className={classes.barTitle} data-testid="epic-bar-title">
          {title}
        </span>{' '}
        {showProgress && roomForProgress ? (
          <span className={classes.progress} data-testid="epic-bar-progress">
            <span
              className={classes.track}
              style={{ ['--progress' as string]: `${progress.percentage ?? 0}%` }}
              aria-hidden
            />
            <RowIcon name={progressMode === 'WEIGHT' ? 'weight' : 'circleCheck'} />
            <span data-testid="epic-bar-percentage">{progress.percentage ?? 0}%</span>
          </span>
        ) : null}
      </span>
      {geometry.endOutOfRange ? (
        <RowIcon name="chevronRight" className={`${classes.outMark} ${classes.outEnd}`} />
      ) : null}
    </a>
  );

  return (
    <>
      <HoverPopover target={bar} width={260} label={epic.title}>
        <div data-testid="epic-bar-popover">
          <div className={classes.popoverTitle}>{epic.title}</div>
          <p className={classes.popoverText} data-testid="epic-popover-timeframe">
            {timeframeText}
          </p>
          {dateSources ? (
            <p className={classes.popoverText} data-testid="epic-popover-date-sources">
              {dateSources}
            </p>
          ) : null}
          {showProgress ? (
            <p className={classes.popoverText} data-testid="epic-popover-progress">
              {progress.summaryText}
            </p>
          ) : null}
          {editing.editable ? <p className={classes.popoverText}>{MOVE_HINT}</p> : null}
          <DependencyNotes epic={epic} />
        </div>
      </HoverPopover>
      {editing.tooltipLines ? <DragTooltip anchor={barRef} lines={editing.tooltipLines} /> : null}
    </>
  );
});
