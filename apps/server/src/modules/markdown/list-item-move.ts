// Reordering list items on the markdown source, by position: the server applies a drag to the
// current text, so a reorder never overwrites someone else's edit elsewhere in the description.
import { visit } from 'unist-util-visit';
import type { List, ListItem } from 'mdast';
import { parseMarkdown } from './parse.ts';
import { checkLineSource, TaskListItemNotFoundError } from './task-list.ts';

/** The two items are not siblings of one list, or the list has a single item. */
export class ListItemMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListItemMoveError';
  }
}

export interface ListItemMove {
  /** Start line (1-based) of the item to move, and its text as the client saw it. */
  line: number;
  lineSource?: string;
  /** Start line of the sibling it goes next to. */
  targetLine: number;
  position: 'before' | 'after';
}

interface Span {
  from: number; // 0-based first line
  to: number; // 0-based last line
}

function siblingsAt(source: string, line: number): { list: List; item: ListItem } | null {
  let found: { list: List; item: ListItem } | null = null;
  visit(parseMarkdown(source), 'list', (list: List) => {
    const item = list.children.find((child) => child.position?.start.line === line);
    if (item && !found) found = { list, item };
  });
  return found;
}

const spanOf = (item: ListItem): Span => ({
  from: item.position!.start.line - 1,
  to: item.position!.end.line - 1,
});

/**
 * Moves the list item starting on `line` (with its nested content) before or after its sibling
 * starting on `targetLine`; returns the new source. Other lines are kept byte for byte.
 *
 * @throws TaskListItemChangedError when `lineSource` no longer matches the line.
 * @throws TaskListItemNotFoundError when no list item starts on either line.
 * @throws ListItemMoveError when the items are not siblings or the list is not sortable.
 */
export function moveListItem(source: string, move: ListItemMove): string {
  checkLineSource(source, move.line, move.lineSource);
  const at = siblingsAt(source, move.line);
  if (!at) throw new TaskListItemNotFoundError(move.line);
  const { list, item } = at;
  if (list.children.length < 2) throw new ListItemMoveError('A list of one item cannot be sorted');
  const target = list.children.find((child) => child.position?.start.line === move.targetLine);
  if (!target) throw new TaskListItemNotFoundError(move.targetLine);
  if (target === item) return source;

  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r\n|\r|\n/);
  const moving = spanOf(item);
  const block = lines.slice(moving.from, moving.to + 1);
  const rest = [...lines.slice(0, moving.from), ...lines.slice(moving.to + 1)];
  const anchor = spanOf(target);
  const shift = anchor.from > moving.to ? block.length : 0;
  const index = move.position === 'before' ? anchor.from - shift : anchor.to + 1 - shift;
  rest.splice(index, 0, ...block);
  return rest.join(eol);
}

/** Removes the list item starting on `line` (with its nested content); returns the new source. */
export function removeListItem(source: string, line: number, lineSource?: string): string {
  checkLineSource(source, line, lineSource);
  const at = siblingsAt(source, line);
  if (!at) throw new TaskListItemNotFoundError(line);
  const span = spanOf(at.item);
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r\n|\r|\n/);
  lines.splice(span.from, span.to - span.from + 1);
  return lines.join(eol);
}
