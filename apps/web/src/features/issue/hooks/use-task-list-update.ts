import type { TaskListChange } from '#web/components/task-list/task-list-items.ts';
import { taskListInput, writeTaskListChange } from '#web/components/task-list/task-list-writer.tsx';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { updateTaskListItemMutation } from '../graphql/update-task-list-item.mutation.ts';
import { useIssueCache, type IssueDetails } from './use-issue-cache.ts';
import { useIssueEdit } from './use-issue-edit.ts';

/**
 * Sends a task-list change of the issue's description and shows the server's answer at once;
 * Undo of a deletion saves the description as it was (with the title, as the edit form does).
 */
export function useTaskListUpdate(fullPath: string, issue: IssueDetails, typeName: string) {
  const client = useGraphqlClient();
  const { patch, refetch } = useIssueCache(fullPath, issue.iid);
  const { save } = useIssueEdit(fullPath, issue.iid);
  return (change: TaskListChange) =>
    writeTaskListChange(
      {
        typeName,
        description: issue.description ?? '',
        refetch,
        restore: (description, lockVersion) =>
          save({ title: issue.title, description }, lockVersion),
        send: async () => {
          const answer = await client.request(updateTaskListItemMutation, {
            input: { projectPath: fullPath, iid: issue.iid, ...taskListInput(change) },
          });
          const result = answer.issueUpdateTaskListItem;
          if (!result?.issue || result.errors.length) return { errors: result?.errors ?? [] };
          const { description, descriptionHtml, lockVersion, updatedAt } = result.issue;
          patch({ description, descriptionHtml, lockVersion, updatedAt });
          return { lockVersion };
        },
      },
      change,
    );
}
