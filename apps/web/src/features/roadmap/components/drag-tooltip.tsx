// The tooltip above a bar while it is dragged or moved with the keyboard: the new dates and which
// inherited date becomes fixed. Placed from the bar's box after each change (the bar moves by a
// transform, which no observer reports).
import { Portal } from '@mantine/core';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { DRAG_EDGE } from '../hooks/use-bar-pointer-drag.ts';
import classes from './bars.module.css';

export function DragTooltip({
  anchor,
  lines,
}: {
  readonly anchor: RefObject<HTMLElement | null>;
  readonly lines: readonly string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = anchor.current?.getBoundingClientRect();
    const tooltip = ref.current;
    if (!bar || !tooltip) return;
    tooltip.style.left = `${bar.left + bar.width / 2}px`;
    tooltip.style.top = `${bar.top}px`;
  });
  return (
    <Portal>
      <div ref={ref} role="tooltip" className={classes.dragTooltip} data-testid="drag-tooltip">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
    </Portal>
  );
}

/** The resize grips at both ends of an editable bar (pointer only; the keyboard uses Alt). */
export function DragHandles() {
  return (
    <>
      <span {...{ [DRAG_EDGE]: 'start' }} className={classes.dragHandle} aria-hidden />
      <span {...{ [DRAG_EDGE]: 'end' }} className={classes.dragHandle} aria-hidden />
    </>
  );
}
