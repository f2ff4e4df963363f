import { describe, expect, it } from 'vitest';
import { listItems, moveByDrop, moveByOne, sourceLine, startLine } from './task-list-items.ts';

const SOURCE = '- [ ] one\n- [x] two\n  - [ ] two.a\n- [ ] three\n\n- solo';

function dom() {
  const root = document.createElement('div');
  root.innerHTML = `
    <ul data-sourcepos="1:1-4:11">
      <li data-sourcepos="1:1-1:9"><input type="checkbox" disabled> one</li>
      <li data-sourcepos="2:1-3:13"><input type="checkbox" checked disabled> two
        <ul data-sourcepos="3:3-3:13"><li data-sourcepos="3:3-3:13"><input type="checkbox" disabled> two.a</li></ul>
      </li>
      <li data-sourcepos="4:1-4:11"><input type="checkbox" disabled> three</li>
    </ul>
    <ul data-sourcepos="6:1-6:6"><li data-sourcepos="6:1-6:6">solo</li></ul>`;
  return root;
}

describe('task-list item positions', () => {
  it('reads start lines and source lines', () => {
    const li = dom().querySelector('li')!;
    expect(startLine(li)).toBe(1);
    expect(startLine(document.createElement('li'))).toBeNull();
    expect(sourceLine(SOURCE, 3)).toBe('  - [ ] two.a');
    expect(sourceLine('a\r\nb', 2)).toBe('b');
  });

  it('lists items with their place in their own list', () => {
    const items = listItems(dom());
    expect(items.map((i) => [i.line, i.index, i.count])).toEqual([
      [1, 0, 3],
      [2, 1, 3],
      [3, 0, 1],
      [4, 2, 3],
      [6, 0, 1],
    ]);
  });

  it('moves an item one place up or down within its list, nothing past an end', () => {
    const items = listItems(dom());
    const [one, two, twoA, three] = items;
    expect(moveByOne(two!, items, SOURCE, 'up')).toEqual({
      lineNumber: 2,
      lineSource: '- [x] two',
      moveTo: { lineNumber: 1, position: 'before' },
    });
    expect(moveByOne(two!, items, SOURCE, 'down')).toEqual({
      lineNumber: 2,
      lineSource: '- [x] two',
      moveTo: { lineNumber: 4, position: 'after' },
    });
    expect(moveByOne(one!, items, SOURCE, 'up')).toBeNull();
    expect(moveByOne(three!, items, SOURCE, 'down')).toBeNull();
    expect(moveByOne(twoA!, items, SOURCE, 'down')).toBeNull();
  });

  it('drops before or after the target by the pointer, only within one list', () => {
    const items = listItems(dom());
    const [one, , twoA, three] = items;
    const rect = { top: 100, height: 20 };
    expect(moveByDrop(one!, three!, SOURCE, 105, rect)?.moveTo).toEqual({
      lineNumber: 4,
      position: 'before',
    });
    expect(moveByDrop(one!, three!, SOURCE, 115, rect)?.moveTo).toEqual({
      lineNumber: 4,
      position: 'after',
    });
    expect(moveByDrop(one!, one!, SOURCE, 105, rect)).toBeNull();
    expect(moveByDrop(twoA!, one!, SOURCE, 105, rect)).toBeNull();
  });
});
