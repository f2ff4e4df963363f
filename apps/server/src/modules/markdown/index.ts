export { renderMarkdown } from './render-markdown.ts';
export { renderTitleHtml, escapeHtml } from './render-title.ts';
export {
  toggleTaskListItem,
  checkLineSource,
  taskCompletionStatus,
  TaskListItemNotFoundError,
  TaskListItemChangedError,
} from './task-list.ts';
export type { TaskCompletionStatus, ToggleTaskListItemOptions } from './task-list.ts';
export { moveListItem, removeListItem, ListItemMoveError } from './list-item-move.ts';
export type { ListItemMove } from './list-item-move.ts';
export { findReferences, MAX_REFERENCES_PER_KIND } from './references.ts';
export type { ReferenceMatch, ReferenceKind } from './references.ts';
export type { ReferenceContext, ReferenceResolver, ResolvedLabel, ResolvedRef } from './types.ts';
