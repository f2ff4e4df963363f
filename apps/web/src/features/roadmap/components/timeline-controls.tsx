// The toolbar's timeline controls: Today and the zoom slider (Ctrl+wheel zooms the same way).
import { useZoomAnchor } from '../hooks/use-zoom-anchor.ts';
import { TodayButton } from './today-button.tsx';
import { ZoomSlider } from './zoom-slider.tsx';

export function TimelineControls(props: { scroller: HTMLElement | null; detailsWidth: number }) {
  const zoom = useZoomAnchor(props.scroller, props.detailsWidth);
  return (
    <>
      <ZoomSlider onZoom={zoom} />
      <TodayButton scroller={props.scroller} detailsWidth={props.detailsWidth} />
    </>
  );
}
