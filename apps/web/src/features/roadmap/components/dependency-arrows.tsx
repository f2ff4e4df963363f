// One SVG overlay with the dependency arrows of the rendered part of the epics list (routing and
// the choice of arrows in utils/dependency-paths.ts). It sits under the rows, so bars and the
// sticky details column cover it; it is decorative (the bars' popovers say the same in words).
import {
  TIMELINE_CELL_WIDTH,
  barGeometry,
  isIsoDate,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { useDetailsWidth } from '../state/details-width.tsx';
import { useDependencies } from '../state/dependencies.tsx';
import type { EpicRow } from '../utils/epic-rows.ts';
import { arrowGroups } from '../utils/arrow-groups.ts';
import { dependencyArrows, type BarBox } from '../utils/dependency-paths.ts';
import classes from './dependencies.module.css';

/** A bar's vertical middle in its row (bars.module.css: top 4px, height 32px). */
const BAR_MIDDLE = 20;

export interface DependencyArrowsProps {
  readonly rows: readonly EpicRow[];
  /** Every row's place (measured or estimated), in the virtualizer's coordinates. */
  readonly measurements: readonly VirtualItem[];
  /** The rendered rows. */
  readonly rendered: readonly VirtualItem[];
  readonly offsetTop: number;
  readonly width: number;
  readonly height: number;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
  /** Hover and focus inside it highlight the arrows of the bar's epic. */
  readonly container: HTMLElement | null;
}

/** The epic whose bar is hovered, or whose row has the focus. */
function useHighlightedEpic(container: HTMLElement | null): string | null {
  const [epicId, setEpicId] = useState<string | null>(null);
  useEffect(() => {
    if (!container) return;
    const epicOf = (target: EventTarget | null, selector: string) =>
      target instanceof Element && target.closest(selector)
        ? (target.closest('[data-epic-id]')?.getAttribute('data-epic-id') ?? null)
        : null;
    const onOver = (event: Event) => setEpicId(epicOf(event.target, '[data-testid="epic-bar"]'));
    const onFocus = (event: Event) => setEpicId(epicOf(event.target, '[data-epic-id]'));
    const clear = () => setEpicId(null);
    container.addEventListener('pointerover', onOver);
    container.addEventListener('pointerleave', clear);
    container.addEventListener('focusin', onFocus);
    container.addEventListener('focusout', clear);
    return () => {
      container.removeEventListener('pointerover', onOver);
      container.removeEventListener('pointerleave', clear);
      container.removeEventListener('focusin', onFocus);
      container.removeEventListener('focusout', clear);
    };
  }, [container]);
  return epicId;
}

export function DependencyArrows(props: DependencyArrowsProps) {
  const { rows, measurements, rendered, offsetTop, timeframe, preset } = props;
  const { shown, dependencies } = useDependencies();
  const detailsWidth = useDetailsWidth();
  const highlighted = useHighlightedEpic(props.container);

  // Boxes of the epics that take part in a dependency only: the rest is never read.
  const boxes = useMemo(() => {
    const wanted = new Set(dependencies.flatMap((d) => [d.from, d.to]));
    const result = new Map<string, BarBox>();
    if (wanted.size === 0) return result;
    rows.forEach((row, index) => {
      const { epic } = row;
      const place = measurements[index];
      if (!place || !wanted.has(epic.id) || result.has(epic.id)) return;
      const geometry = barGeometry({
        startDate: isIsoDate(epic.startDate) ? epic.startDate : null,
        endDate: isIsoDate(epic.dueDate) ? epic.dueDate : null,
        items: timeframe,
        preset,
        cellWidth: TIMELINE_CELL_WIDTH,
      });
      if (!geometry.visible) return;
      const rowTop = place.start - offsetTop;
      result.set(epic.id, {
        left: detailsWidth + geometry.left,
        right: detailsWidth + geometry.left + geometry.width,
        rowTop,
        rowBottom: rowTop + place.size,
        middle: rowTop + BAR_MIDDLE,
      });
    });
    return result;
  }, [dependencies, rows, measurements, offsetTop, timeframe, preset, detailsWidth]);

  const visibleTop = (rendered[0]?.start ?? 0) - offsetTop;
  const visibleBottom = (rendered[rendered.length - 1]?.end ?? 0) - offsetTop;
  const arrows = useMemo(
    () => dependencyArrows(dependencies, boxes, visibleTop, visibleBottom),
    [dependencies, boxes, visibleTop, visibleBottom],
  );
  const groups = useMemo(() => arrowGroups(arrows, highlighted), [arrows, highlighted]);
  if (!shown || arrows.length === 0) return null;

  // A handful of paths, whatever the number of arrows: one element per arrow (with a marker each)
  // made switching 1,000 arrows on cost several frames (docs/decisions/roadmap-dependencies.md).
  return (
    <svg
      className={classes.overlay}
      width={props.width}
      height={props.height}
      aria-hidden="true"
      data-testid="dependency-arrows"
    >
      {groups.map((group) => (
        <g key={group.key} className={classes[group.kind]}>
          <path
            d={group.lines}
            className={classes.arrow}
            data-testid="dependency-arrow-group"
            data-arrows={group.pairs}
            data-count={group.count}
            data-violated={group.kind === 'violated' || undefined}
            data-highlighted={group.lit || undefined}
          />
          <path d={group.heads} className={classes.head} />
        </g>
      ))}
    </svg>
  );
}
