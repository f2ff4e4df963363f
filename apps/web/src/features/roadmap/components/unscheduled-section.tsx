// The Unscheduled tray with its data, its scheduling and the timeline as its drop target.
import { toIsoDate } from '@cairn/timeline';
import { useScheduleEpic } from '../hooks/use-schedule-epic.tsx';
import { useTrayDrop } from '../hooks/use-tray-drop.ts';
import { useUnscheduledEpics } from '../hooks/use-unscheduled-epics.ts';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { UnscheduledTray } from './unscheduled-tray.tsx';

export function UnscheduledSection(props: {
  enabled: boolean;
  scroller: HTMLElement | null;
  detailsWidth: number;
}) {
  const { today } = useRoadmapSettings();
  const result = useUnscheduledEpics(props.enabled);
  const schedule = useScheduleEpic();
  useTrayDrop(props.scroller, props.detailsWidth, result.epics, (epic, start) => {
    void schedule(epic, start);
  });
  return (
    <UnscheduledTray
      result={result}
      onScheduleFromToday={(epic) => void schedule(epic, toIsoDate(today))}
    />
  );
}
