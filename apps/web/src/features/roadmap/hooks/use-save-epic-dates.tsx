// Saves new dates of a roadmap bar: the bar moves at once (the cached epic is patched), the
// server's answer replaces it, and the epic lists refetch so inherited dates of ancestors follow.
// A toast offers Undo; a refusal (rights, validation, a stale lockVersion) puts the bar back and
// the toast says why.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showUndoToast } from '#web/components/undo-toast.tsx';
import { readFragment, useGraphqlClient } from '#web/lib/graphql/index.ts';
import { RoadmapEpicFragment } from '../graphql/roadmap-epic.fragment.ts';
import type { RoadmapEpic } from '../graphql/types.ts';
import { updateEpicDatesMutation } from '../graphql/update-epic-dates.mutation.ts';
import {
  DATES_NOT_RESTORED,
  DATES_NOT_SAVED,
  DATES_RESTORED,
  DATES_SAVED,
  datesInput,
  undoInput,
  type DatesInput,
} from '../utils/date-edit.ts';
import type { EpicDates } from '../utils/drag-dates.ts';
import { patchCachedEpic } from './epic-cache.ts';
import { refetchAfterNow } from '#web/lib/live/refetch-after-now.ts';
import { isEpicQuery } from './use-live-roadmap.ts';

type Answer = { readonly epic: RoadmapEpic } | { readonly errors: readonly string[] };

type Dated = Pick<RoadmapEpic, 'startDate' | 'dueDate'>;
const withDates =
  ({ startDate, dueDate }: Dated) =>
  (epic: RoadmapEpic): RoadmapEpic => ({ ...epic, startDate, dueDate });

export function useSaveEpicDates() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();

  return useCallback(
    async (epic: RoadmapEpic, next: EpicDates) => {
      const refetch = () => void refetchAfterNow(queryClient, isEpicQuery);

      const send = async (target: RoadmapEpic, input: DatesInput): Promise<Answer> => {
        try {
          const { updateEpic } = await client.request(updateEpicDatesMutation, {
            groupPath: target.group.fullPath,
            iid: target.iid,
            lockVersion: target.lockVersion,
            ...input,
          });
          if (!updateEpic?.epic || updateEpic.errors.length > 0) {
            return { errors: updateEpic?.errors ?? [] };
          }
          return { epic: readFragment(RoadmapEpicFragment, updateEpic.epic) };
        } catch (error) {
          return { errors: [error instanceof Error ? error.message : String(error)] };
        }
      };

      /** Shows `dates` at once, then the answer; on a refusal the epic as it was. */
      const write = async (
        target: RoadmapEpic,
        input: DatesInput,
        shown: Dated,
      ): Promise<Answer> => {
        patchCachedEpic(queryClient, target.id, withDates(shown));
        const answer = await send(target, input);
        patchCachedEpic(
          queryClient,
          target.id,
          'epic' in answer ? () => answer.epic : () => target,
        );
        refetch();
        return answer;
      };

      const undo = async (saved: RoadmapEpic, input: DatesInput) => {
        const answer = await write(saved, undoInput(epic, input), epic);
        notifications.show(
          'epic' in answer
            ? { message: DATES_RESTORED }
            : { color: 'red', message: DATES_NOT_RESTORED(answer.errors) },
        );
      };

      const input = datesInput(epic, next);
      if (Object.keys(input).length === 0) return;
      const answer = await write(epic, input, { startDate: next.start, dueDate: next.end });
      if (!('epic' in answer)) {
        notifications.show({ color: 'red', message: DATES_NOT_SAVED(answer.errors) });
        return;
      }
      showUndoToast({
        id: `epic-dates-${answer.epic.id}-${answer.epic.lockVersion}`,
        message: DATES_SAVED(epic.title, next),
        testId: 'epic-dates-saved',
        onUndo: () => undo(answer.epic, input),
      });
    },
    [client, queryClient],
  );
}
