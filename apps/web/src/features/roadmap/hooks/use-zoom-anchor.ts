// Zooming between presets without losing the date at the scroll position: the date at the
// centre of the visible timeline (slider) or under the pointer (Ctrl+wheel) stays where it was.
import type { PresetType } from '@cairn/timeline';
import { useRouter } from '@tanstack/react-router';
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

/** How long after a zoom the router's scroll restoration may still come (then it is another). */
const ROUTER_RESTORE_MS = 1000;
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
  const router = useRouter();
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

  // The new preset's position, written when the new timeframe is laid out, before the
  // timeline's layout effects (it is a later sibling): its column virtualizer, switched on by a
  // finer preset, then starts from it instead of 0. Written again after every passive effect
  // (the timeline brings today into view on a new timeframe) and after the router, which puts
  // back the scroll positions it saw before a URL change once that change has rendered.
  const written = useRef<{ left: number; until: number } | null>(null);
  useLayoutEffect(() => {
    const anchor = pending.current;
    if (!scroller || !anchor || anchor.preset !== presetType) return;
    pending.current = null;
    const left = scrollLeftFor(pointPosition(timeframe, presetType, anchor.point), anchor.offset);
    scroller.scrollLeft = left;
    written.current = { left, until: performance.now() + ROUTER_RESTORE_MS };
    queueMicrotask(() => {
      scroller.scrollLeft = left;
    });
  }, [scroller, timeframe, presetType]);
  useEffect(
    () =>
      router.subscribe('onRendered', () => {
        const last = written.current;
        written.current = null;
        if (scroller && last && performance.now() < last.until) scroller.scrollLeft = last.left;
      }),
    [router, scroller],
  );

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
