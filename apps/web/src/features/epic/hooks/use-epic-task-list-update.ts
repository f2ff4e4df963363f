import { useQueryClient } from '@tanstack/react-query';
import type { TaskListChange } from '#web/components/task-list/task-list-items.ts';
import { taskListInput, writeTaskListChange } from '#web/components/task-list/task-list-writer.tsx';
import { graphqlQueryKey, useGraphqlClient, type ResultOf } from '#web/lib/graphql/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { updateEpicTaskListItemMutation } from '../graphql/update-epic-task-list-item.mutation.ts';
import { useEpicEdit, withSaved } from './use-epic-edit.ts';

type Details = ResultOf<typeof epicDetailsQuery>;

/**
 * Sends a task-list change of the epic's description and shows the server's answer at once;
 * Undo of a deletion saves the description as it was (as the issue page does).
 */
export function useEpicTaskListUpdate(
  fullPath: string,
  epic: { iid: string; title: string; description?: string | null },
) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const { save } = useEpicEdit(fullPath, epic.iid);
  const key = graphqlQueryKey(epicDetailsQuery, { fullPath, iid: epic.iid });
  return (change: TaskListChange) =>
    writeTaskListChange(
      {
        typeName: 'epic',
        description: epic.description ?? '',
        refetch: () => queryClient.invalidateQueries({ queryKey: key }),
        restore: (description, lockVersion) =>
          save({ title: epic.title, description }, lockVersion),
        send: async () => {
          const answer = await client.request(updateEpicTaskListItemMutation, {
            input: { groupPath: fullPath, iid: epic.iid, ...taskListInput(change) },
          });
          const result = answer.epicUpdateTaskListItem;
          if (!result?.epic || result.errors.length) return { errors: result?.errors ?? [] };
          const saved = result.epic;
          queryClient.setQueryData<Details>(key, (d) => withSaved(d, saved));
          return { lockVersion: saved.lockVersion };
        },
      },
      change,
    );
}
