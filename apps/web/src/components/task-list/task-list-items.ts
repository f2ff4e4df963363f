/**
 * Reads the positions of list items in server-rendered markdown: each `li` carries
 * `data-sourcepos="startLine:startCol-endLine:endCol"`, so a checkbox or a drag names its item by
 * start line, plus the line's text as the page rendered it (the server refuses the change when
 * that line has changed meanwhile).
 */

export interface TaskListChange {
  lineNumber: number;
  lineSource: string;
  checked?: boolean;
  moveTo?: { lineNumber: number; position: 'before' | 'after' };
  remove?: true;
}

export interface ListItemInfo {
  element: HTMLLIElement;
  line: number;
  /** Index among its list's items, and how many items that list has. */
  index: number;
  count: number;
  /** The list element, to keep drags within one list. */
  list: Element;
}

/** The start line of an element's `data-sourcepos`, or null. */
export function startLine(element: Element): number | null {
  const match = /^(\d+):\d+-\d+:\d+$/.exec(element.getAttribute('data-sourcepos') ?? '');
  return match ? Number(match[1]) : null;
}

/** Line `n` (1-based) of the source, as the server splits lines. */
export const sourceLine = (source: string, n: number) => source.split(/\r\n|\r|\n/)[n - 1] ?? '';

/** Every list item the source positions name, with its place in its own list. */
export function listItems(root: ParentNode): ListItemInfo[] {
  const out: ListItemInfo[] = [];
  for (const list of root.querySelectorAll('ul, ol')) {
    const items = [...list.children].filter((c): c is HTMLLIElement => c.tagName === 'LI');
    items.forEach((element, index) => {
      const line = startLine(element);
      if (line !== null) out.push({ element, line, index, count: items.length, list });
    });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The change that moves `item` one place up or down in its list, or null at an end. */
export function moveByOne(
  item: ListItemInfo,
  items: readonly ListItemInfo[],
  source: string,
  direction: 'up' | 'down',
): TaskListChange | null {
  const siblings = items.filter((i) => i.list === item.list).sort((a, b) => a.index - b.index);
  const neighbour = siblings[item.index + (direction === 'up' ? -1 : 1)];
  if (!neighbour) return null;
  return {
    lineNumber: item.line,
    lineSource: sourceLine(source, item.line),
    moveTo: { lineNumber: neighbour.line, position: direction === 'up' ? 'before' : 'after' },
  };
}

/** The change a drop makes: `dragged` goes before or after `target` (the edge nearest the pointer). */
export function moveByDrop(
  dragged: ListItemInfo,
  target: ListItemInfo,
  source: string,
  pointerY: number,
  rect: { top: number; height: number },
): TaskListChange | null {
  if (dragged.element === target.element || dragged.list !== target.list) return null;
  const position = pointerY < rect.top + rect.height / 2 ? 'before' : 'after';
  return {
    lineNumber: dragged.line,
    lineSource: sourceLine(source, dragged.line),
    moveTo: { lineNumber: target.line, position },
  };
}
