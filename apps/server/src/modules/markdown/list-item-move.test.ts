import { describe, expect, it } from 'vitest';
import { ListItemMoveError, moveListItem, removeListItem } from './list-item-move.ts';
import { TaskListItemChangedError, TaskListItemNotFoundError } from './task-list.ts';

const SOURCE = [
  'Intro', //                 1
  '', //                      2
  '- [ ] one', //             3
  '- [x] two', //             4
  '  - [ ] two.a', //         5
  '  - [ ] two.b', //         6
  '- [ ] three', //           7
  '', //                      8
  'Between', //               9
  '', //                      10
  '- [ ] alone', //           11
].join('\n');

const lines = (source: string) => source.split('\n');
/** The first list's items as lines: one, two (with its nested items), three. */
const ONE = ['- [ ] one'];
const TWO = ['- [x] two', '  - [ ] two.a', '  - [ ] two.b'];
const THREE = ['- [ ] three'];
const firstList = (source: string) => lines(source).slice(2, 7);

describe('moveListItem', () => {
  it('moves an item after a later sibling, nested items with it', () => {
    const next = moveListItem(SOURCE, { line: 3, targetLine: 7, position: 'after' });
    expect(firstList(next)).toEqual([...TWO, ...THREE, ...ONE]);
    expect(lines(next).slice(7)).toEqual(lines(SOURCE).slice(7));
  });

  it('moves an item with children before an earlier sibling', () => {
    const next = moveListItem(SOURCE, {
      line: 4,
      lineSource: '- [x] two',
      targetLine: 3,
      position: 'before',
    });
    expect(firstList(next)).toEqual([...TWO, ...ONE, ...THREE]);
  });

  it('moves the last item up one (before its previous sibling) and nested items among themselves', () => {
    const up = moveListItem(SOURCE, { line: 7, targetLine: 4, position: 'before' });
    expect(firstList(up)).toEqual([...ONE, ...THREE, ...TWO]);
    const nested = moveListItem(SOURCE, { line: 6, targetLine: 5, position: 'before' });
    expect(lines(nested).slice(4, 6)).toEqual(['  - [ ] two.b', '  - [ ] two.a']);
  });

  it('keeps CRLF line ends and a missing final newline', () => {
    const crlf = '- a\r\n- b\r\n- c';
    expect(moveListItem(crlf, { line: 3, targetLine: 1, position: 'before' })).toBe(
      '- c\r\n- a\r\n- b',
    );
  });

  it('refuses a changed line, a non-item, a non-sibling and a list of one item', () => {
    expect(() =>
      moveListItem(SOURCE, { line: 3, lineSource: '- [ ] uno', targetLine: 7, position: 'after' }),
    ).toThrow(TaskListItemChangedError);
    expect(() => moveListItem(SOURCE, { line: 9, targetLine: 3, position: 'after' })).toThrow(
      TaskListItemNotFoundError,
    );
    expect(() => moveListItem(SOURCE, { line: 5, targetLine: 3, position: 'after' })).toThrow(
      TaskListItemNotFoundError,
    );
    expect(() => moveListItem(SOURCE, { line: 11, targetLine: 11, position: 'after' })).toThrow(
      ListItemMoveError,
    );
    expect(() =>
      moveListItem('```\n- a\n- b\n```', { line: 2, targetLine: 3, position: 'after' }),
    ).toThrow(TaskListItemNotFoundError);
  });
});

describe('removeListItem', () => {
  it('removes an item with its nested items, and refuses a changed line', () => {
    expect(lines(removeListItem(SOURCE, 4, '- [x] two')).slice(2, 5)).toEqual([
      '- [ ] one',
      '- [ ] three',
      '',
    ]);
    expect(() => removeListItem(SOURCE, 4, '- [ ] two')).toThrow(TaskListItemChangedError);
    expect(() => removeListItem(SOURCE, 9)).toThrow(TaskListItemNotFoundError);
  });
});
