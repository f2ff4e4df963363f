// Moving and resizing a focused bar with the keyboard (decision docs/decisions/roadmap-drag.md).
// 'M' starts move mode, so the arrows keep their treegrid meaning until then; in move mode
// Left/Right move a day (Shift: a week), Alt+Left/Right move the due date, Alt+Shift+Left/Right
// the start date; Enter or 'M' saves, Escape, Tab or leaving the bar cancels. Each step is
// announced.
import { useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '#web/components/live-announcer.tsx';
import type { RoadmapEpic } from '../graphql/types.ts';
import { dateStepAnnouncement } from '../utils/date-edit.ts';
import { sameDates, shiftDates, type DragMode, type EpicDates } from '../utils/drag-dates.ts';
import type { BarPreview } from './use-bar-pointer-drag.ts';

export const MOVE_MODE_KEY = 'm';
export const MOVE_MODE_HELP =
  'Move mode. Left and Right arrows move the epic by a day, with Shift by a week. Alt with the arrows changes the due date, Alt and Shift the start date. Enter saves, Escape cancels.';
export const MOVE_CANCELLED = 'Move cancelled.';
export const MOVE_HINT = 'Press M to move or resize this bar with the arrow keys.';

const DAYS_IN_WEEK = 7;

export interface KeyboardMoveOptions {
  readonly epic: RoadmapEpic;
  readonly dates: EpicDates | null;
  readonly setPreview: (preview: BarPreview | null) => void;
  readonly commit: (dates: EpicDates) => void;
}

function step(event: KeyboardEvent): { mode: DragMode; days: number } | null {
  const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return null;
  if (event.altKey) return { mode: event.shiftKey ? 'start' : 'end', days: direction };
  return { mode: 'move', days: direction * (event.shiftKey ? DAYS_IN_WEEK : 1) };
}

export function useBarKeyboardMove({ epic, dates, setPreview, commit }: KeyboardMoveOptions) {
  const [active, setActive] = useState(false);
  // Keys can repeat faster than renders: the current dates live in a ref.
  const current = useRef<EpicDates | null>(null);

  const stop = (save: boolean) => {
    const last = current.current;
    current.current = null;
    setActive(false);
    setPreview(null);
    if (!last || !dates) return;
    if (save && !sameDates(last, dates)) commit(last);
    else if (!save) announce(MOVE_CANCELLED);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!dates || event.ctrlKey || event.metaKey) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    const key = event.key.toLowerCase();
    if (!active) {
      if (key !== MOVE_MODE_KEY || event.altKey) return;
      handled();
      current.current = dates;
      setActive(true);
      announce(MOVE_MODE_HELP);
      return;
    }
    const change = step(event);
    if (change && current.current) {
      handled();
      const next = shiftDates(current.current, change.mode, change.days);
      current.current = next;
      setPreview({ dates: next, mode: change.mode });
      announce(dateStepAnnouncement(epic, next));
      return;
    }
    if (key === 'enter' || key === MOVE_MODE_KEY) {
      handled();
      stop(true);
    } else if (key === 'escape') {
      handled();
      stop(false);
    } else if (key === 'tab') {
      stop(false);
    } else if (key === 'arrowup' || key === 'arrowdown' || key === 'home' || key === 'end') {
      // The row keys would move focus away in the middle of a change.
      handled();
    }
  };

  return {
    active,
    onKeyDown,
    onBlur: () => {
      if (active) stop(false);
    },
  };
}
