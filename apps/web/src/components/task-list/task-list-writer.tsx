import { notifications } from '@mantine/notifications';
import { trackTaskListUpdate } from '#web/lib/live/task-list-updates.ts';
import { showUndoToast } from '../undo-toast.tsx';
import { updateErrorMessage } from '../item-edit-form/edit-messages.ts';
import type { SaveAnswer } from '../item-edit-form/submit-edit.ts';
import type { TaskListChange } from './task-list-items.ts';

// The deletion toast (GitLab-like: delete at once, offer Undo; recorded in
// docs/decisions/live-refresh.md).
export const TASK_ITEM_DELETED = 'Task list item deleted';
export const TASK_ITEM_RESTORED = 'Task list item restored';
export const TASK_ITEM_NOT_RESTORED =
  'The description changed since the item was deleted, so it was not restored.';

/** What a page's item gives the task list: its writes and its reload. */
export interface TaskListWrites {
  /** 'issue', 'epic', … for the update error ('Error updating {type}'). */
  typeName: string;
  /** The description the change was made on (what Undo of a deletion restores). */
  description: string;
  /** Sends one change; answers the item's new lock version or the server's refusal. */
  send: (
    change: TaskListChange,
  ) => Promise<{ lockVersion: number } | { errors: readonly string[] }>;
  /** Writes a description back, refused when the item moved past `lockVersion`. */
  restore: (description: string, lockVersion: number) => Promise<SaveAnswer>;
  refetch: () => Promise<unknown>;
}

/** A change as the GraphQL task-list mutations take it (issue and epic alike). */
export const taskListInput = (change: TaskListChange) => ({
  lineNumber: change.lineNumber,
  lineSource: change.lineSource,
  checked: change.checked,
  remove: change.remove,
  moveTo: change.moveTo && {
    lineNumber: change.moveTo.lineNumber,
    position: change.moveTo.position === 'before' ? ('BEFORE' as const) : ('AFTER' as const),
  },
});

const fail = (message: string) => notifications.show({ color: 'red', message });

async function undo(writes: TaskListWrites, lockVersion: number) {
  try {
    const answer = await trackTaskListUpdate(() => writes.restore(writes.description, lockVersion));
    if (answer.status === 'saved') notifications.show({ message: TASK_ITEM_RESTORED });
    else if (answer.status === 'stale') fail(TASK_ITEM_NOT_RESTORED);
    else fail(updateErrorMessage(writes.typeName, answer.errors));
  } catch {
    fail(updateErrorMessage(writes.typeName));
  } finally {
    await writes.refetch();
  }
}

function showDeleted(writes: TaskListWrites, lockVersion: number) {
  showUndoToast({
    id: `task-item-deleted-${lockVersion}`,
    message: TASK_ITEM_DELETED,
    onUndo: () => undo(writes, lockVersion),
  });
}

/**
 * Sends a task-list change (toggle, move, delete) of a description; a deletion offers Undo for
 * 10 s. A refusal shows the update error (with the server's reason) and reloads the item.
 */
export function writeTaskListChange(writes: TaskListWrites, change: TaskListChange) {
  return trackTaskListUpdate(async () => {
    try {
      const answer = await writes.send(change);
      if ('errors' in answer) {
        fail(updateErrorMessage(writes.typeName, answer.errors));
        await writes.refetch();
      } else if (change.remove) {
        showDeleted(writes, answer.lockVersion);
      }
    } catch {
      fail(updateErrorMessage(writes.typeName));
      await writes.refetch();
    }
  });
}
