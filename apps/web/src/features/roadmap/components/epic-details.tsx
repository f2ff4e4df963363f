// The left cell of an epic row: expand button, title link, group name, timeframe text, child
// count, blocking icons and labels.
import { ActionIcon, Loader } from '@mantine/core';
import { epicTimeframeText } from '@cairn/timeline';
import { IconInfoCircle } from '@tabler/icons-react';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import type { RoadmapEpic, RoadmapLabel } from '../graphql/types.ts';
import {
  MAX_INDENT_DEPTH,
  canExpand,
  childEpicCount,
  childEpicCountTooltip,
} from '../utils/epic-rows.ts';
import { NO_CHILD_EPICS_MATCH, SOME_CHILD_EPICS_HIDDEN } from '../utils/messages.ts';
import { GRID_STOP } from '../hooks/use-treegrid-keyboard.ts';
import { BlockingIcons } from './blocking-icons.tsx';
import { EpicLabels } from './epic-labels.tsx';
import { HoverTooltip } from './hover-tooltip.tsx';
import { RowIcon } from './row-icon.tsx';
import classes from './roadmap.module.css';

const INDENT_PX = 16;

export interface EpicDetailsProps {
  readonly epic: RoadmapEpic;
  readonly depth: number;
  readonly width: number;
  readonly expanded: boolean;
  readonly loadingChildren: boolean;
  readonly noMatchingChildren: boolean;
  readonly hasFilters: boolean;
  readonly showGroupName: boolean;
  readonly showChildCount: boolean;
  readonly showLabels: boolean;
  readonly scopedLabels: boolean;
  readonly onToggle: (epic: RoadmapEpic) => void;
  readonly onLabelClick: (title: string) => void;
}

function ExpandControl(props: EpicDetailsProps) {
  const { epic, expanded, loadingChildren, noMatchingChildren, hasFilters, onToggle } = props;
  if (noMatchingChildren) {
    return (
      <HoverTooltip label={NO_CHILD_EPICS_MATCH}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={NO_CHILD_EPICS_MATCH}
          tabIndex={-1}
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </HoverTooltip>
    );
  }
  if (!canExpand(epic)) return <span className={classes.expandSpace} />;
  // Named per epic: a list of identical 'Expand' buttons says nothing (Right/Left do the same).
  const label = `${expanded ? 'Collapse' : 'Expand'} ${epic.title}`;
  return (
    <>
      {/* A plain button styled like a subtle gray ActionIcon: rows mount on every scroll frame. */}
      <button
        type="button"
        className={`mantine-focus-auto ${classes.expand}`}
        onClick={() => onToggle(epic)}
        aria-label={label}
        aria-expanded={expanded}
        tabIndex={-1}
        data-testid="epic-expand"
      >
        {loadingChildren ? (
          <Loader size={12} />
        ) : (
          <RowIcon name={expanded ? 'chevronDown' : 'chevronRight'} />
        )}
      </button>
      {expanded && hasFilters && !loadingChildren ? (
        <HoverTooltip label={SOME_CHILD_EPICS_HIDDEN}>
          <span role="img" aria-label={SOME_CHILD_EPICS_HIDDEN} data-testid="epic-filter-info">
            <IconInfoCircle size={14} color="var(--mantine-color-gray-6)" />
          </span>
        </HoverTooltip>
      ) : null}
    </>
  );
}

export function EpicDetails(props: EpicDetailsProps) {
  const { epic, depth, width, showGroupName, showChildCount, showLabels } = props;
  const indent = Math.min(depth, MAX_INDENT_DEPTH) * INDENT_PX;
  const href = epic.webPath || epic.webUrl;
  const navigate = useInternalNavigation(href);
  const childCount = childEpicCount(epic);
  const timeframe = epicTimeframeText(epic.startDate, epic.dueDate);
  const labels = (epic.labels?.nodes ?? []).flatMap((label): RoadmapLabel[] =>
    label ? [label] : [],
  );
  return (
    <div
      role="gridcell"
      className={classes.details}
      style={{ width, paddingLeft: 4 + indent }}
      data-depth={Math.min(depth, MAX_INDENT_DEPTH)}
    >
      <ExpandControl {...props} />
      <div className={classes.detailsBody}>
        <div className={classes.titleLine}>
          {/* A plain link styled like Mantine's Anchor: rows mount on every scroll frame. */}
          <a
            href={href}
            onClick={navigate}
            className={`mantine-focus-auto ${classes.title}`}
            title={epic.title}
            tabIndex={-1}
            {...{ [GRID_STOP]: '' }}
            data-testid="epic-title"
          >
            {epic.title}
          </a>
          <span className={classes.counts}>
            {showChildCount ? (
              <HoverTooltip label={childEpicCountTooltip(childCount)}>
                <span
                  className={classes.count}
                  role="img"
                  aria-label={childEpicCountTooltip(childCount)}
                  data-testid="child-epic-count"
                >
                  <RowIcon name="hierarchy" />
                  {childCount}
                </span>
              </HoverTooltip>
            ) : null}
            <BlockingIcons epic={epic} />
          </span>
        </div>
        <div className={classes.meta} data-testid="epic-meta">
          {showGroupName && epic.group ? (
            <span data-testid="epic-group-name">{epic.group.name} · </span>
          ) : null}
          <span data-testid="epic-timeframe">{timeframe}</span>
        </div>
        {showLabels ? (
          <EpicLabels
            labels={labels}
            scopedLabels={props.scopedLabels}
            onLabelClick={props.onLabelClick}
          />
        ) : null}
      </div>
    </div>
  );
}
