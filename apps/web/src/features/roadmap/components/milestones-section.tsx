// The optional milestones section above the epics.
import {
  TIMELINE_CELL_WIDTH,
  milestoneDateRangeText,
  milestoneSizeClass,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import {
  milestoneTypeText,
  milestonesCountText,
  type PlacedMilestone,
} from '../utils/milestones.ts';
import barClasses from './bars.module.css';
import { HoverPopover } from '#web/components/hover-popover.tsx';
import { useRovingToolbar } from '../hooks/use-roving-toolbar.ts';
import { useDetailsWidth } from '../state/details-width.tsx';
import classes from './roadmap.module.css';

export const MILESTONE_LANE_HEIGHT = 22;
export const MILESTONES_SECTION_MIN_HEIGHT = 40;
const MILESTONES_PADDING = 8;

/** Height of the section: one lane per row of overlapping milestones, or the header alone. */
export function milestonesSectionHeight(placed: readonly PlacedMilestone[], expanded: boolean) {
  if (!expanded) return MILESTONES_SECTION_MIN_HEIGHT;
  const lanes = placed.reduce((max, item) => Math.max(max, item.lane + 1), 0);
  return Math.max(
    MILESTONES_SECTION_MIN_HEIGHT,
    lanes * MILESTONE_LANE_HEIGHT + 2 * MILESTONES_PADDING,
  );
}

const MilestoneBar = memo(function MilestoneBar({
  placed,
  preset,
}: {
  placed: PlacedMilestone;
  preset: PresetType;
}) {
  const { milestone, geometry, lane } = placed;
  const navigate = useInternalNavigation(milestone.webPath);
  const dates = milestoneDateRangeText(milestone.startDate, milestone.dueDate);
  const typeText = milestoneTypeText(milestone);
  const size = milestoneSizeClass(geometry.width, preset);
  const bar = (
    <a
      href={milestone.webPath}
      onClick={navigate}
      className={barClasses.milestone}
      style={{
        left: geometry.left,
        width: Math.max(geometry.width, 2),
        top: MILESTONES_PADDING + lane * MILESTONE_LANE_HEIGHT,
      }}
      data-size={size || undefined}
      data-testid="milestone-bar"
      aria-label={`${milestone.title}, ${typeText}, ${dates}`}
    >
      <span className={barClasses.milestoneLine} aria-hidden />
      <span className={barClasses.milestoneTitle} aria-hidden>
        {milestone.title}
      </span>
    </a>
  );
  return (
    <HoverPopover target={bar} width={260} label={milestone.title}>
      <div data-testid="milestone-popover">
        <div className={barClasses.popoverTitle}>{milestone.title}</div>
        <p className={barClasses.popoverText} data-testid="milestone-popover-type">
          {typeText}
        </p>
        <p className={barClasses.popoverText} data-testid="milestone-popover-dates">
          {dates}
        </p>
      </div>
    </HoverPopover>
  );
});

export interface MilestonesSectionProps {
  readonly placed: readonly PlacedMilestone[];
  readonly expanded: boolean;
  readonly onToggle: () => void;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
  readonly width: number;
  readonly height: number;
  readonly todayLeft: number | null;
}

export function MilestonesSection(props: MilestonesSectionProps) {
  const { placed, expanded, onToggle, timeframe, preset, width, height, todayLeft } = props;
  const label = expanded ? 'Collapse milestones' : 'Expand milestones';
  const toolbar = useRovingToolbar<HTMLDivElement>();
  const detailsWidth = useDetailsWidth();
  return (
    <section
      className={classes.milestones}
      style={{ width, height }}
      aria-label="Milestones"
      data-testid="milestones-section"
    >
      <div
        ref={toolbar.ref}
        role="toolbar"
        aria-label="Milestones"
        className={classes.milestonesToolbar}
        onKeyDown={toolbar.onKeyDown}
        onFocus={toolbar.onFocus}
      >
        <div className={classes.milestonesHeader} style={{ width: detailsWidth }}>
          <Tooltip label={expanded ? 'Collapse' : 'Expand'} withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={onToggle}
              aria-label={label}
              aria-expanded={expanded}
              data-testid="milestones-toggle"
            >
              {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            </ActionIcon>
          </Tooltip>
          <Text fw={600} size="sm" component="h2" m={0}>
            Milestones
          </Text>
          <Text size="xs" c="gray.7" data-testid="milestones-count">
            {milestonesCountText(placed.length)}
          </Text>
        </div>
        <div
          className={`${classes.timeline} ${classes.grid}`}
          style={{
            width: timeframe.length * TIMELINE_CELL_WIDTH,
            backgroundSize: `${TIMELINE_CELL_WIDTH}px 100%`,
          }}
        >
          {todayLeft !== null ? (
            <span className={classes.todayLine} style={{ left: todayLeft }} />
          ) : null}
          {expanded
            ? placed.map((item) => (
                <MilestoneBar key={item.milestone.id} placed={item} preset={preset} />
              ))
            : null}
        </div>
      </div>
    </section>
  );
}
