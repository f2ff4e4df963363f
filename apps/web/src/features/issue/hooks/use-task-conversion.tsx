import { showUndoToast } from '#web/components/undo-toast.tsx';
import { notifications } from '@mantine/notifications';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { trackTaskListUpdate } from '#web/lib/live/task-list-updates.ts';
import { convertTaskMutation } from '../graphql/convert-task.mutation.ts';
import { revertTaskConversionMutation } from '../graphql/revert-task-conversion.mutation.ts';
import {
  TASK_CONVERTED,
  TASK_CREATE_ERROR,
  TASK_DELETE_ERROR,
  TASK_REVERTED,
  withServerErrors,
} from '../utils/task-messages.ts';
import type { IssueDetails } from './use-issue-cache.ts';
import { useIssueCache } from './use-issue-cache.ts';

/**
 * 'Convert to child item' on a task-list line: the server makes the child task and puts
 * its reference on the line; the toast 'Converted to task' offers Undo, which deletes the task
 * and restores the description, then says 'Task reverted'. Failures show the task alert (task-messages.ts) with
 * the server's errors.
 */
export function useTaskConversion(fullPath: string, issue: IssueDetails) {
  const client = useGraphqlClient();
  const { refetch } = useIssueCache(fullPath, issue.iid);
  const fail = (message: string) => notifications.show({ color: 'red', message });

  const undo = async (taskId: string, before: string, lockVersion: number) => {
    try {
      const answer = await client.request(revertTaskConversionMutation, {
        input: { id: issue.id, taskId, description: before, lockVersion },
      });
      const errors = answer.workItemRevertTaskConversion?.errors ?? ['No answer'];
      if (errors.length) fail(withServerErrors(TASK_DELETE_ERROR, errors));
      else notifications.show({ message: TASK_REVERTED });
    } catch {
      fail(TASK_DELETE_ERROR);
    } finally {
      await refetch();
    }
  };

  return (at: { lineNumber: number; lineSource: string }): Promise<void> =>
    trackTaskListUpdate(async () => {
      const before = issue.description ?? '';
      try {
        const answer = await client.request(convertTaskMutation, {
          input: {
            id: issue.id,
            workItemData: {
              lineNumberStart: at.lineNumber,
              lineNumberEnd: at.lineNumber,
              lineSource: at.lineSource,
            },
          },
        });
        const result = answer.workItemCreateFromTask;
        if (!result?.newWorkItem || !result.workItem || result.errors.length) {
          fail(withServerErrors(TASK_CREATE_ERROR, result?.errors ?? []));
          return;
        }
        const { id: taskId } = result.newWorkItem;
        const { lockVersion } = result.workItem;
        showUndoToast({
          id: `task-converted-${taskId}`,
          message: TASK_CONVERTED,
          onUndo: () => undo(taskId, before, lockVersion),
        });
      } catch {
        fail(TASK_CREATE_ERROR);
      } finally {
        await refetch();
      }
    });
}
