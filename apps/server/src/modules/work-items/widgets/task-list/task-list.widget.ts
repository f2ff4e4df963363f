import { refused } from '#server/lib/errors.ts';
import {
  ListItemMoveError,
  TaskListItemChangedError,
  TaskListItemNotFoundError,
} from '#server/modules/markdown/index.ts';
import type { ListItemEdit } from '#server/modules/markdown/list-item-edit.ts';
import { editListItemOffThread } from '#server/modules/markdown/render-pool.ts';
import { storeTemplate } from '#server/modules/markdown/rendered-store.ts';
import { descriptionRenderOptions } from '#server/modules/work-items/core/presenters.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import type { TaskListItemChange } from './task-list.schema.ts';
import { taskListRest } from './task-list.rest-slice.ts';

/** Shown when the line the client rendered is no longer in the description. */
export const TASK_ITEM_CHANGED =
  'The task list item has changed since the page was loaded. Reload the page and try again.';

function editOf(change: TaskListItemChange): ListItemEdit {
  const at = { line: change.lineNumber, lineSource: change.lineSource };
  if (change.remove) return { ...at, remove: true };
  if (change.moveTo) {
    return { ...at, moveTo: { line: change.moveTo.lineNumber, position: change.moveTo.position } };
  }
  return { ...at, checked: change.checked ?? false };
}

/**
 * The change applied off the main thread: a long list takes seconds to parse
 * (task-list-parsing.integration-test.ts).
 */
async function applyChange(source: string, change: TaskListItemChange): Promise<string> {
  try {
    return await editListItemOffThread(source, editOf(change));
  } catch (error) {
    if (error instanceof TaskListItemChangedError || error instanceof TaskListItemNotFoundError) {
      throw refused(409, TASK_ITEM_CHANGED);
    }
    if (error instanceof ListItemMoveError) throw refused(422, error.message);
    throw error;
  }
}

/**
 * Task-list toggles and list reorders (GitLab's `update_task`): applied to the description as
 * it is inside the write's transaction (the row is locked), never to the client's copy, so a
 * toggle cannot undo someone else's edit. Recorded as a description change.
 */
export const taskListWidget: Widget = {
  name: 'task-list',
  rest: { epic: taskListRest, issue: taskListRest },
  async apply({ ctx, tx, item, actorId, now, creating }, input) {
    const change = input.taskListItem;
    if (creating || !change) return null;
    const before = item.description ?? '';
    const after = await applyChange(before, change);
    if (after === before) return null;
    await storeTemplate(tx, after, descriptionRenderOptions(ctx));
    return {
      patch: { description: after, lastEditedById: actorId, lastEditedAt: now },
      changes: [{ kind: 'description', from: item.description, to: after }],
    };
  },
};
