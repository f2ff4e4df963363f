// One position-based edit of a list item (toggle, move, remove) as data, so it can run on the
// markdown worker (render-pool.ts): a description of 8,342 task items takes seconds to parse,
// which must not block the event loop (task-list-parsing.integration-test.ts).
import { ListItemMoveError, moveListItem, removeListItem } from './list-item-move.ts';
import {
  TaskListItemChangedError,
  TaskListItemNotFoundError,
  toggleTaskListItem,
} from './task-list.ts';

export type ListItemEdit = { line: number; lineSource?: string } & (
  | { checked: boolean }
  | { moveTo: { line: number; position: 'before' | 'after' } }
  | { remove: true }
);

/** The new source, or why the edit was refused (errors do not keep their class across threads). */
export type ListItemEditResult =
  { source: string } | { refused: 'changed' | 'not-found' | 'move'; line: number; message: string };

function apply(source: string, edit: ListItemEdit): string {
  if ('remove' in edit) return removeListItem(source, edit.line, edit.lineSource);
  if ('moveTo' in edit) {
    return moveListItem(source, {
      line: edit.line,
      lineSource: edit.lineSource,
      targetLine: edit.moveTo.line,
      position: edit.moveTo.position,
    });
  }
  return toggleTaskListItem(source, edit.line, edit.checked, { lineSource: edit.lineSource });
}

export function editListItem(source: string, edit: ListItemEdit): ListItemEditResult {
  try {
    return { source: apply(source, edit) };
  } catch (error) {
    if (error instanceof TaskListItemChangedError) {
      return { refused: 'changed', line: error.line, message: error.message };
    }
    if (error instanceof TaskListItemNotFoundError) {
      return { refused: 'not-found', line: error.line, message: error.message };
    }
    if (error instanceof ListItemMoveError) {
      return { refused: 'move', line: edit.line, message: error.message };
    }
    throw error;
  }
}

/** The result as `editListItem`'s callee would have thrown it. */
export function editedSource(result: ListItemEditResult): string {
  if ('source' in result) return result.source;
  if (result.refused === 'changed') throw new TaskListItemChangedError(result.line);
  if (result.refused === 'not-found') throw new TaskListItemNotFoundError(result.line);
  throw new ListItemMoveError(result.message);
}
