import type { KeyboardEvent } from 'react';
import type { EpicTree } from './use-epic-tree.ts';

/** The visible treeitems of a tree element, in document order. */
const visibleItems = (tree: HTMLElement) =>
  Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]'));

/**
 * WAI-ARIA tree keys (docs/decisions/epic-page.md, 'Accessibility'): Up/Down/Home/End move, Right
 * expands or enters, Left collapses or goes to the parent, Enter opens the item; Alt+Up/Down moves
 * the item among its siblings.
 */
export function handleTreeKeyDown(
  event: KeyboardEvent<HTMLElement>,
  tree: EpicTree,
  focusKey: (key: string) => void,
) {
  const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!item || event.target !== item) return;
  const items = visibleItems(event.currentTarget);
  const at = items.indexOf(item);
  const key = item.dataset.key ?? '';
  const parentId = item.dataset.parent ?? '';
  const go = (target: HTMLElement | undefined) => {
    if (!target?.dataset.key) return;
    event.preventDefault();
    focusKey(target.dataset.key);
  };
  const expanded = item.getAttribute('aria-expanded');
  if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    event.preventDefault();
    const list = tree.lists[parentId]?.nodes ?? [];
    const index = list.findIndex((n) => n.key === key);
    const node = list[index];
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (node && to >= 0 && to < list.length) {
      void tree.move(node, parentId, parentId, to).then(() => focusKey(key));
    }
    return;
  }
  switch (event.key) {
    case 'ArrowDown':
      return go(items[at + 1]);
    case 'ArrowUp':
      return go(items[at - 1]);
    case 'Home':
      return go(items[0]);
    case 'End':
      return go(items[items.length - 1]);
    case 'ArrowRight':
      event.preventDefault();
      if (expanded === 'false') void tree.toggle(key);
      else if (expanded === 'true') go(items[at + 1]);
      return;
    case 'ArrowLeft':
      event.preventDefault();
      if (expanded === 'true') void tree.toggle(key);
      else go(items.find((i) => i.dataset.key === parentId));
      return;
    case 'Enter':
      event.preventDefault();
      item.querySelector<HTMLAnchorElement>('[data-testid="tree-title"]')?.click();
      return;
  }
}
