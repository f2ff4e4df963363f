import { describe, expect, it } from 'vitest';
import { labelTaskCheckboxes } from './task-list-labels.ts';

function html(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('labelTaskCheckboxes', () => {
  it("names each task checkbox after its item's own text", () => {
    const root = html(
      '<ul><li><input type="checkbox" disabled> Review <em>with</em> design<ul>' +
        '<li><input type="checkbox" checked disabled> nested step</li></ul></li></ul>',
    );
    labelTaskCheckboxes(root);
    const [outer, inner] = root.querySelectorAll('input');
    expect(outer?.getAttribute('aria-label')).toBe('Review with design');
    expect(inner?.getAttribute('aria-label')).toBe('nested step');
  });

  it('keeps existing names and gives empty items a generic one', () => {
    const root = html(
      '<ul><li><input type="checkbox" aria-label="Mine"> text</li><li><input type="checkbox"></li></ul>',
    );
    labelTaskCheckboxes(root);
    const [named, empty] = root.querySelectorAll('input');
    expect(named?.getAttribute('aria-label')).toBe('Mine');
    expect(empty?.getAttribute('aria-label')).toBe('Task');
  });
});
