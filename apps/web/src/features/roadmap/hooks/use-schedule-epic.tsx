// Gives an unscheduled epic fixed dates (a drop on the timeline or 'Schedule from today'), with
// a toast offering Undo, which puts back the fixed dates and flags the epic had.
import type { IsoDate } from '@cairn/timeline';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showUndoToast } from '#web/components/undo-toast.tsx';
import { useGraphqlClient, type VariablesOf } from '#web/lib/graphql/index.ts';
import { updateEpicDatesMutation } from '../graphql/update-epic-dates.mutation.ts';
import {
  SCHEDULE_ERROR,
  UNSCHEDULED_AGAIN,
  UNSCHEDULE_ERROR,
  scheduledDates,
  scheduledText,
} from '../utils/unscheduled.ts';
import { UNSCHEDULED_QUERY, type UnscheduledEpic } from './use-unscheduled-epics.ts';

type DatesWrite = Omit<VariablesOf<typeof updateEpicDatesMutation>, 'groupPath' | 'iid'>;

const fail = (text: string, errors: readonly string[] = []) =>
  notifications.show({ color: 'red', message: [text, ...errors].join(': ') });

export function useScheduleEpic(): (epic: UnscheduledEpic, start: IsoDate) => Promise<void> {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();

  const write = useCallback(
    async (epic: UnscheduledEpic, dates: DatesWrite, failure: string) => {
      try {
        const answer = await client.request(updateEpicDatesMutation, {
          groupPath: epic.group.fullPath,
          iid: epic.iid,
          ...dates,
        });
        const saved = answer.updateEpic;
        if (saved?.epic && saved.errors.length === 0) return saved.epic.lockVersion;
        fail(failure, saved?.errors);
      } catch {
        fail(failure);
      } finally {
        // The epic leaves the tray for the rows (or comes back) without a reload.
        await queryClient.invalidateQueries({
          predicate: (query) =>
            ['roadmapEpics', UNSCHEDULED_QUERY].includes(String(query.queryKey[0])),
        });
      }
      return null;
    },
    [client, queryClient],
  );

  return useCallback(
    async (epic, start) => {
      const dates = scheduledDates(start);
      const lockVersion = await write(
        epic,
        {
          lockVersion: epic.lockVersion,
          startDateFixed: dates.start,
          startDateIsFixed: true,
          dueDateFixed: dates.due,
          dueDateIsFixed: true,
        },
        SCHEDULE_ERROR,
      );
      if (lockVersion === null) return;
      const undo = async () => {
        const restored = await write(
          epic,
          {
            lockVersion,
            startDateFixed: epic.startDateFixed ?? null,
            startDateIsFixed: epic.startDateIsFixed ?? false,
            dueDateFixed: epic.dueDateFixed ?? null,
            dueDateIsFixed: epic.dueDateIsFixed ?? false,
          },
          UNSCHEDULE_ERROR,
        );
        if (restored !== null) notifications.show({ message: UNSCHEDULED_AGAIN });
      };
      showUndoToast({
        id: `epic-scheduled-${epic.id}-${lockVersion}`,
        message: scheduledText(epic.reference, dates),
        onUndo: undo,
      });
    },
    [write],
  );
}
