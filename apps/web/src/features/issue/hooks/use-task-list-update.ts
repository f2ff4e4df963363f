import { notifications } from '@mantine/notifications';
import { updateErrorMessage } from '../../../components/item-edit-form/index.ts';
import type { TaskListChange } from '../../../components/task-list/task-list-items.ts';
import { useGraphqlClient } from '../../../lib/graphql/index.ts';
import { trackTaskListUpdate } from '../../../lib/live/task-list-updates.ts';
import { updateTaskListItemMutation } from '../graphql/update-task-list-item.mutation.ts';
import { useIssueCache } from './use-issue-cache.ts';

class Refused extends Error {
  constructor(readonly errors: readonly string[]) {
    super(errors.join(' '));
  }
}

/**
 * Sends a task-list change of the issue's description; shows the server's answer at once, or
 * the §8 update error (with the server's reason) and reloads the description as it is.
 */
export function useTaskListUpdate(fullPath: string, iid: string, typeName: string) {
  const client = useGraphqlClient();
  const { patch, refetch } = useIssueCache(fullPath, iid);
  return (change: TaskListChange) =>
    trackTaskListUpdate(async () => {
      try {
        const answer = await client.request(updateTaskListItemMutation, {
          input: {
            projectPath: fullPath,
            iid,
            lineNumber: change.lineNumber,
            lineSource: change.lineSource,
            checked: change.checked,
            remove: change.remove,
            moveTo: change.moveTo && {
              lineNumber: change.moveTo.lineNumber,
              position: change.moveTo.position === 'before' ? 'BEFORE' : 'AFTER',
            },
          },
        });
        const result = answer.issueUpdateTaskListItem;
        if (!result?.issue || result.errors.length) throw new Refused(result?.errors ?? []);
        const { description, descriptionHtml, lockVersion, updatedAt } = result.issue;
        patch({ description, descriptionHtml, lockVersion, updatedAt });
      } catch (error) {
        const reasons = error instanceof Refused ? error.errors : [];
        notifications.show({ color: 'red', message: updateErrorMessage(typeName, reasons) });
        await refetch();
      }
    });
}
