// 'Today' in the roadmap toolbar: scrolls the timeline so that today is in the middle of the
// visible timeline. Focus stays on the button. Today is the roadmap's injected clock's.
import { toIsoDate } from '@cairn/timeline';
import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { centreOffset, pointPosition, scrollLeftFor } from '../utils/timeline-position.ts';

export function TodayButton({
  scroller,
  detailsWidth,
}: {
  scroller: HTMLElement | null;
  detailsWidth: number;
}) {
  const { settings, today } = useRoadmapSettings();
  const { timeframe, presetType } = settings;
  const scrollToToday = () => {
    if (!scroller) return;
    const px = pointPosition(timeframe, presetType, { day: toIsoDate(today), fraction: 0.5 });
    scroller.scrollLeft = scrollLeftFor(px, centreOffset(scroller.clientWidth, detailsWidth));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      disabled={!scroller}
      onClick={scrollToToday}
      data-testid="roadmap-today-button"
    >
      Today
    </Button>
  );
}
