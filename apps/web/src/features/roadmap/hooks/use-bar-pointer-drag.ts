// Dragging a bar with a pointer: the body moves it, the end handles resize it. The bar follows
// the pointer one day at a time (a state change only when the snapped dates change, and only in
// the dragged bar); the dates are saved on release. A press that never travels DRAG_THRESHOLD px
// stays a click on the bar's link.
import { TIMELINE_CELL_WIDTH, type TimeframeItem } from '@cairn/timeline';
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import {
  dayAtOffset,
  draggedDates,
  sameDates,
  type DragMode,
  type EpicDates,
} from '../utils/drag-dates.ts';

const DRAG_THRESHOLD = 4;
/** Marks a resize handle; its value is the end it resizes. */
export const DRAG_EDGE = 'data-drag-edge';

export interface BarPreview {
  readonly dates: EpicDates;
  readonly mode: DragMode;
}

interface Gesture {
  readonly pointerId: number;
  readonly mode: DragMode;
  readonly startX: number;
  /** Client x of the timeline's left edge. */
  readonly origin: number;
  readonly grabbedDay: string;
  active: boolean;
  last: EpicDates;
}

export interface PointerDragOptions {
  readonly dates: EpicDates | null;
  readonly items: readonly TimeframeItem[];
  readonly setPreview: (preview: BarPreview | null) => void;
  readonly commit: (dates: EpicDates) => void;
}

function modeAt(target: EventTarget): DragMode {
  const edge = (target as HTMLElement).closest(`[${DRAG_EDGE}]`)?.getAttribute(DRAG_EDGE);
  return edge === 'start' || edge === 'end' ? edge : 'move';
}

export function useBarPointerDrag({ dates, items, setPreview, commit }: PointerDragOptions) {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);

  const dayAt = (clientX: number, origin: number) =>
    dayAtOffset(items, clientX - origin, TIMELINE_CELL_WIDTH);

  const end = (save: boolean) => {
    const current = gesture.current;
    gesture.current = null;
    if (!current?.active) return;
    suppressClick.current = true;
    if (save && dates && !sameDates(current.last, dates)) commit(current.last);
    setPreview(null);
  };

  return {
    dragging: () => gesture.current?.active ?? false,
    cancel: () => end(false),
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        suppressClick.current = false;
        // Modified clicks keep their link meaning (new tab, new window).
        if (!dates || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
          return;
        }
        const origin = event.currentTarget.parentElement?.getBoundingClientRect().left ?? 0;
        // Captured at once: a grip is a few px wide, the first move already leaves the bar. A
        // click still reaches the bar's link.
        event.currentTarget.setPointerCapture(event.pointerId);
        gesture.current = {
          pointerId: event.pointerId,
          mode: modeAt(event.target),
          startX: event.clientX,
          origin,
          grabbedDay: dayAt(event.clientX, origin),
          active: false,
          last: dates,
        };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = gesture.current;
        if (!current || !dates || event.pointerId !== current.pointerId) return;
        if (!current.active) {
          if (Math.abs(event.clientX - current.startX) < DRAG_THRESHOLD) return;
          current.active = true;
        }
        const next = draggedDates(
          dates,
          current.mode,
          current.grabbedDay,
          dayAt(event.clientX, current.origin),
        );
        if (sameDates(next, current.last)) return;
        current.last = next;
        setPreview({ dates: next, mode: current.mode });
      },
      onPointerUp: () => end(true),
      onPointerCancel: () => end(false),
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      // The browser's own link dragging would steal the gesture.
      onDragStart: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    },
  };
}
