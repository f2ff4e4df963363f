import { refused } from '../../../../lib/errors.ts';
import {
  ListItemMoveError,
  moveListItem,
  removeListItem,
  TaskListItemChangedError,
  TaskListItemNotFoundError,
  toggleTaskListItem,
} from '../../../markdown/index.ts';
import { storeTemplate } from '../../../markdown/rendered-store.ts';
import { descriptionRenderOptions } from '../../core/presenters.ts';
import type { Widget } from '../../core/widget.ts';
import type { TaskListItemChange } from './task-list.schema.ts';
import { taskListRest } from './task-list.rest.ts';

/** Shown when the line the client rendered is no longer in the description. */
export const TASK_ITEM_CHANGED =
  'The task list item has changed since the page was loaded. Reload the page and try again.';

function applyChange(source: string, change: TaskListItemChange): string {
  try {
    if (change.remove) return removeListItem(source, change.lineNumber, change.lineSource);
    if (change.moveTo) {
      return moveListItem(source, {
        line: change.lineNumber,
        lineSource: change.lineSource,
        targetLine: change.moveTo.lineNumber,
        position: change.moveTo.position,
      });
    }
    return toggleTaskListItem(source, change.lineNumber, change.checked ?? false, {
      lineSource: change.lineSource,
    });
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
    const after = applyChange(before, change);
    if (after === before) return null;
    await storeTemplate(tx, after, descriptionRenderOptions(ctx));
    return {
      patch: { description: after, lastEditedById: actorId, lastEditedAt: now },
      changes: [{ kind: 'description', from: item.description, to: after }],
    };
  },
};
