// Task list editing on the markdown source. Both helpers parse with the renderer's parser, so a
// `- [ ]` inside a code block, HTML or a paragraph is never mistaken for a task.
import { visit } from 'unist-util-visit';
import type { ListItem, Root } from 'mdast';
import { parseMarkdown } from './parse.ts';

export interface TaskCompletionStatus {
  count: number;
  completedCount: number;
}

/** The line does not start a task list item (stale checkbox, edited description...). */
export class TaskListItemNotFoundError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line} is not a task list item`);
    this.name = 'TaskListItemNotFoundError';
  }
}

/** The line changed since the client rendered it (GitLab's `lineSource` check). */
export class TaskListItemChangedError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line} no longer has the expected content`);
    this.name = 'TaskListItemChangedError';
  }
}

export interface ToggleTaskListItemOptions {
  /** Source of the line as the client saw it; when it differs, nothing is toggled. */
  lineSource?: string;
}

function taskItems(tree: Root): ListItem[] {
  const items: ListItem[] = [];
  visit(tree, 'listItem', (node) => {
    if (typeof node.checked === 'boolean') items.push(node);
  });
  return items;
}

/** The task list items of a parsed document (the renderer stores them with the rendering). */
export function taskCompletionOf(tree: Root): TaskCompletionStatus {
  const items = taskItems(tree);
  return { count: items.length, completedCount: items.filter((item) => item.checked).length };
}

export const taskCompletionStatus = (source: string) => taskCompletionOf(parseMarkdown(source));

// From the list marker to the check, allowing (lazy) line breaks, indentation and `>` markers.
const CHECK_AFTER_MARKER = /^(?:[-+*]|\d{1,9}[.)])[\s>]*?\[([ xX])\]/;

function lineAt(source: string, line: number): string | undefined {
  return source.split(/\r\n|\r|\n/)[line - 1];
}

/** Refuses when `lineSource` (what the client rendered) is not the line's current text. */
export function checkLineSource(source: string, line: number, lineSource: string | undefined) {
  if (lineSource === undefined) return;
  const current = lineAt(source, line);
  if (current === undefined || current.trimEnd() !== lineSource.trimEnd()) {
    throw new TaskListItemChangedError(line);
  }
}

/**
 * Sets the task list item that starts on `line` (1-based, the start line of the `li`'s
 * `data-sourcepos`) to `checked`, returning the new source. Only the `[ ]`/`[x]` characters change.
 * Already in the requested state: returns `source` unchanged.
 *
 * @throws TaskListItemNotFoundError when no task list item starts on that line.
 * @throws TaskListItemChangedError when `options.lineSource` no longer matches the line.
 */
export function toggleTaskListItem(
  source: string,
  line: number,
  checked: boolean,
  options: ToggleTaskListItemOptions = {},
): string {
  if (!Number.isInteger(line) || line < 1) throw new TaskListItemNotFoundError(line);
  checkLineSource(source, line, options.lineSource);

  const item = taskItems(parseMarkdown(source)).find((node) => node.position?.start.line === line);
  const start = item?.position?.start.offset;
  const end = item?.position?.end.offset;
  if (!item || start === undefined || end === undefined) throw new TaskListItemNotFoundError(line);

  const check = CHECK_AFTER_MARKER.exec(source.slice(start, end));
  if (!check) throw new TaskListItemNotFoundError(line);
  if (item.checked === checked) return source;

  // Offset of the character between the brackets.
  const at = start + check[0].length - 2;
  return `${source.slice(0, at)}${checked ? 'x' : ' '}${source.slice(at + 1)}`;
}
