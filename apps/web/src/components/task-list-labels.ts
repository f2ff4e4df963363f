/**
 * Server-rendered task lists are `<li><input type="checkbox" disabled> text</li>`: the checkbox
 * has no accessible name. Names each unlabelled checkbox after its list item's own text.
 */
export function labelTaskCheckboxes(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('li > input[type="checkbox"]')) {
    if (input.hasAttribute('aria-label') || input.labels?.length) continue;
    const item = input.parentElement;
    if (!item) continue;
    const ownText = [...item.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE || !isNestedList(node))
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    input.setAttribute('aria-label', ownText || 'Task');
  }
}

function isNestedList(node: Node): boolean {
  return node instanceof Element && (node.tagName === 'UL' || node.tagName === 'OL');
}
