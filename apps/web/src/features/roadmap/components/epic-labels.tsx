// The labels of an epic row; a click filters the roadmap by that label (label_name[]).
import { readableTextColor } from '@cairn/colors';
import { LabelBadge } from '#web/components/label-badge.tsx';
import type { RoadmapLabel } from '../graphql/types.ts';
import { GRID_STOP } from '../hooks/use-treegrid-keyboard.ts';
import classes from './roadmap.module.css';

export function EpicLabels({
  labels,
  scopedLabels,
  onLabelClick,
}: {
  labels: readonly RoadmapLabel[];
  scopedLabels: boolean;
  onLabelClick: (title: string) => void;
}) {
  if (labels.length === 0) return null;
  return (
    <ul className={classes.labels} aria-label="Labels" data-testid="epic-labels">
      {labels.map((label) => {
        // Without the scoped-labels flag a 'key::value' title renders as one plain label.
        const title = scopedLabels ? label.title : label.title.replace(/::/g, ': ');
        const shown = {
          ...label,
          title,
          textColor: readableTextColor(label.color, label.textColor),
        };
        return (
          <li key={label.id}>
            <button
              type="button"
              className={classes.labelButton}
              onClick={() => onLabelClick(label.title)}
              aria-label={`Filter by label ${label.title}`}
              tabIndex={-1}
              {...{ [GRID_STOP]: '' }}
              data-testid="epic-label"
            >
              <LabelBadge label={shown} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
