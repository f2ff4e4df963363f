// The timeline as a drop target for the Unscheduled tray: an epic dropped on the timeline cells
// starts on the day under the pointer. Drops on the details column are not taken.
import type { IsoDate } from '@cairn/timeline';
import { useEffect, useRef } from 'react';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { pointAt } from '../utils/timeline-position.ts';
import { TRAY_DRAG_TYPE } from '../utils/unscheduled.ts';
import type { UnscheduledEpic } from './use-unscheduled-epics.ts';

export function useTrayDrop(
  scroller: HTMLElement | null,
  detailsWidth: number,
  epics: readonly UnscheduledEpic[],
  schedule: (epic: UnscheduledEpic, start: IsoDate) => void,
) {
  const { settings } = useRoadmapSettings();
  const latest = useRef({ timeframe: settings.timeframe, detailsWidth, epics, schedule });
  latest.current = { timeframe: settings.timeframe, detailsWidth, epics, schedule };

  useEffect(() => {
    if (!scroller) return;
    /** Px on the timeline cells under the pointer, or null over the details column. */
    const cellsPx = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes(TRAY_DRAG_TYPE)) return null;
      const x = event.clientX - scroller.getBoundingClientRect().left;
      const { detailsWidth: details } = latest.current;
      return x < details ? null : scroller.scrollLeft + x - details;
    };
    const onDragOver = (event: DragEvent) => {
      if (cellsPx(event) === null || !event.dataTransfer) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    };
    const onDrop = (event: DragEvent) => {
      const px = cellsPx(event);
      if (px === null) return;
      event.preventDefault();
      const { timeframe, epics: loaded, schedule: scheduleEpic } = latest.current;
      const id = event.dataTransfer?.getData(TRAY_DRAG_TYPE);
      const epic = loaded.find((candidate) => candidate.id === id);
      const point = pointAt(timeframe, px);
      if (epic && point) scheduleEpic(epic, point.day);
    };
    scroller.addEventListener('dragover', onDragOver);
    scroller.addEventListener('drop', onDrop);
    return () => {
      scroller.removeEventListener('dragover', onDragOver);
      scroller.removeEventListener('drop', onDrop);
    };
  }, [scroller]);
}
