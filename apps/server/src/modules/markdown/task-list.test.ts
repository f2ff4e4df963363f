import { describe, expect, it } from 'vitest';
import {
  TaskListItemChangedError,
  TaskListItemNotFoundError,
  taskCompletionStatus,
  toggleTaskListItem,
} from './task-list.ts';

const SOURCE = [
  'Intro', //                     1
  '', //                          2
  '- [ ] first', //               3
  '- [x] second', //              4
  '  * [X] nested', //            5
  '1. [ ] ordered', //            6
  '', //                          7
  '> - [ ] quoted', //            8
  '', //                          9
  '```', //                       10
  '- [ ] in code', //             11
  '```', //                       12
  '', //                          13
  '- plain item', //              14
  '- [ ]', //                     15
].join('\n');

describe('toggleTaskListItem', () => {
  it('checks an unchecked item, touching only the box', () => {
    const next = toggleTaskListItem(SOURCE, 3, true);
    expect(next.split('\n')[2]).toBe('- [x] first');
    expect(next.replace('- [x] first', '- [ ] first')).toBe(SOURCE);
  });

  it('unchecks checked items, including [X]', () => {
    expect(toggleTaskListItem(SOURCE, 4, false).split('\n')[3]).toBe('- [ ] second');
    expect(toggleTaskListItem(SOURCE, 5, false).split('\n')[4]).toBe('  * [ ] nested');
  });

  it('handles ordered lists and blockquotes', () => {
    expect(toggleTaskListItem(SOURCE, 6, true).split('\n')[5]).toBe('1. [x] ordered');
    expect(toggleTaskListItem(SOURCE, 8, true).split('\n')[7]).toBe('> - [x] quoted');
  });

  it('returns the source unchanged when already in the requested state', () => {
    expect(toggleTaskListItem(SOURCE, 3, false)).toBe(SOURCE);
    expect(toggleTaskListItem(SOURCE, 4, true)).toBe(SOURCE);
  });

  it('refuses lines that are not task list items', () => {
    for (const line of [1, 2, 11, 14, 15, 99, 0, -1, 1.5]) {
      expect(() => toggleTaskListItem(SOURCE, line, true), `line ${line}`).toThrow(
        TaskListItemNotFoundError,
      );
    }
  });

  it('refuses when the line changed since the client rendered it', () => {
    expect(() => toggleTaskListItem(SOURCE, 3, true, { lineSource: '- [ ] frist' })).toThrow(
      TaskListItemChangedError,
    );
    expect(toggleTaskListItem(SOURCE, 3, true, { lineSource: '- [ ] first' })).toContain(
      '- [x] first',
    );
  });

  it('keeps CRLF line endings', () => {
    const crlf = 'a\r\n\r\n- [ ] one\r\n- [ ] two\r\n';
    expect(toggleTaskListItem(crlf, 4, true, { lineSource: '- [ ] two' })).toBe(
      'a\r\n\r\n- [ ] one\r\n- [x] two\r\n',
    );
  });

  it('agrees with the rendered data-sourcepos start line', () => {
    // `<li data-sourcepos="2:1-2:9">` for the second item.
    expect(toggleTaskListItem('- [ ] a\n- [ ] b', 2, true)).toBe('- [ ] a\n- [x] b');
  });
});

describe('taskCompletionStatus', () => {
  it('counts task items, ignoring code blocks and plain items', () => {
    expect(taskCompletionStatus(SOURCE)).toEqual({ count: 5, completedCount: 2 });
  });

  it('is zero for text without tasks', () => {
    expect(taskCompletionStatus('')).toEqual({ count: 0, completedCount: 0 });
    expect(taskCompletionStatus('[ ] not a list\n\n    - [ ] indented code')).toEqual({
      count: 0,
      completedCount: 0,
    });
  });

  it('follows toggles', () => {
    const toggled = toggleTaskListItem(SOURCE, 3, true);
    expect(taskCompletionStatus(toggled)).toEqual({ count: 5, completedCount: 3 });
  });
});
