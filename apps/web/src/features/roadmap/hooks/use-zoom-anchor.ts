// Zooming between presets without losing the date at the scroll position: the date at the
// centre of the visible timeline (slider) or under the pointer (Ctrl+wheel) stays where it was.
import type { PresetType } from '@cairn/timeline';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import {
  centreOffset,
  pointAt,
  pointPosition,
  scrollLeftFor,
  zoomedPreset,
  type TimelinePoint,
} from '../utils/timeline-position.ts';

/** Wheel events of one gesture arrive in bursts: one zoom step per this many ms. */
const WHEEL_STEP_MS = 250;

interface Anchor {
  readonly preset: PresetType;
  readonly point: TimelinePoint;
  /** Px from the visible timeline's left edge where the point should stay. */
  readonly offset: number;
}

export function useZoomAnchor(
  scroller: HTMLElement | null,
  detailsWidth: number,
): (preset: PresetType) => void {
  const { settings, updateSettings } = useRoadmapSettings();
  const { timeframe, presetType, timeframeRangeType } = settings;
  const pending = useRef<Anchor | null>(null);
  const latest = useRef({ timeframe, presetType, timeframeRangeType, detailsWidth });
  latest.current = { timeframe, presetType, timeframeRangeType, detailsWidth };

  const zoom = useCallback(
    (preset: PresetType, offset?: number) => {
      const current = latest.current;
      if (preset === current.presetType) return;
      const at =
        offset ?? (scroller ? centreOffset(scroller.clientWidth, current.detailsWidth) : 0);
      const point = scroller ? pointAt(current.timeframe, scroller.scrollLeft + at) : null;
      pending.current = point ? { preset, point, offset: at } : null;
      updateSettings({ presetType: preset });
    },
    [scroller, updateSettings],
  );

  // Applied twice. Now, before the timeline's layout effects (it is a later sibling): its column
  // virtualizer, switched on by a finer preset, then starts from this position instead of 0.
  // And once every passive effect has run: the timeline brings today into view on a new
  // timeframe in one of them; the anchor wins, before the frame is painted.
  useLayoutEffect(() => {
    const anchor = pending.current;
    if (!scroller || !anchor || anchor.preset !== presetType) return;
    pending.current = null;
    const left = scrollLeftFor(pointPosition(timeframe, presetType, anchor.point), anchor.offset);
    scroller.scrollLeft = left;
    queueMicrotask(() => {
      scroller.scrollLeft = left;
    });
  }, [scroller, timeframe, presetType]);

  useEffect(() => {
    if (!scroller) return;
    let lastStep = 0;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey || event.deltaY === 0) return;
      // The browser would zoom the whole page otherwise.
      event.preventDefault();
      if (event.timeStamp - lastStep < WHEEL_STEP_MS || pending.current) return;
      const current = latest.current;
      const next = zoomedPreset(
        current.timeframeRangeType,
        current.presetType,
        event.deltaY < 0 ? 1 : -1,
      );
      if (!next) return;
      lastStep = event.timeStamp;
      const left = scroller.getBoundingClientRect().left + current.detailsWidth;
      zoom(next, Math.max(0, event.clientX - left));
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, [scroller, zoom]);

  return zoom;
}
