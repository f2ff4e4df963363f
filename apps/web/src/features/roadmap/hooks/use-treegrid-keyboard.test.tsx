import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpicRow } from '../utils/epic-rows.ts';
import { testEpic } from '../utils/test-epics.ts';
import { treegridRowInfo } from '../utils/treegrid-rows.ts';
import { GRID_STOP, useTreegridKeyboard } from './use-treegrid-keyboard.ts';

const PARENT: EpicRow = {
  key: '1',
  epic: testEpic(1, { title: 'Parent' }),
  depth: 0,
  isChildEpic: false,
};
const CHILD: EpicRow = {
  key: '1 > 2',
  epic: testEpic(2, { title: 'Child' }),
  depth: 1,
  isChildEpic: true,
};
const OTHER: EpicRow = {
  key: '3',
  epic: testEpic(3, { title: 'Other' }),
  depth: 0,
  isChildEpic: false,
};

function Grid({ onOpen }: { onOpen: (title: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? [PARENT, CHILD, OTHER] : [PARENT, OTHER];
  const info = treegridRowInfo(rows, false);
  const keyboard = useTreegridKeyboard({
    rows,
    info,
    isExpanded: () => expanded,
    canExpand: (row) => row.key === '1',
    toggle: () => setExpanded((value) => !value),
    scrollToIndex: () => undefined,
  });
  return (
    <div
      role="rowgroup"
      ref={(element) => {
        keyboard.containerRef.current = element;
      }}
      onKeyDown={keyboard.onKeyDown}
      onFocus={keyboard.onFocus}
    >
      {rows.map((row, index) => (
        <div
          key={row.key}
          role="row"
          data-index={index}
          aria-label={row.epic.title}
          aria-expanded={row.key === '1' ? expanded : undefined}
          tabIndex={(keyboard.activeKey ?? rows[0]?.key) === row.key ? 0 : -1}
        >
          <a
            href="#t"
            data-testid="epic-title"
            tabIndex={-1}
            onClick={(event) => {
              event.preventDefault();
              onOpen(row.epic.title);
            }}
            {...{ [GRID_STOP]: '' }}
          >
            {row.epic.title} title
          </a>
          <a href="#b" tabIndex={-1} {...{ [GRID_STOP]: '' }}>
            {row.epic.title} bar
          </a>
        </div>
      ))}
    </div>
  );
}

const row = (name: string) => screen.getByRole('row', { name });
const key = (name: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

afterEach(cleanup);

describe('useTreegridKeyboard', () => {
  it('moves between rows, expands, collapses, goes to the parent and keeps one tab stop', () => {
    render(<Grid onOpen={() => undefined} />);
    act(() => row('Parent').focus());
    key('ArrowRight');
    expect(row('Parent').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(row('Parent'));
    key('ArrowDown');
    expect(document.activeElement).toBe(row('Child'));
    expect(row('Child').tabIndex).toBe(0);
    expect(row('Parent').tabIndex).toBe(-1);
    key('ArrowLeft');
    expect(document.activeElement).toBe(row('Parent'));
    key('ArrowLeft');
    expect(row('Parent').getAttribute('aria-expanded')).toBe('false');
    key('End');
    expect(document.activeElement).toBe(row('Other'));
    key('Home');
    expect(document.activeElement).toBe(row('Parent'));
  });

  it('steps through a row’s controls with Right/Left and keeps the column on Up/Down', () => {
    render(<Grid onOpen={() => undefined} />);
    act(() => row('Other').focus());
    key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Other title');
    key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Other bar');
    key('ArrowUp');
    expect(document.activeElement?.textContent).toBe('Parent bar');
    key('Home');
    expect(document.activeElement?.textContent).toBe('Parent title');
    key('ArrowLeft');
    expect(document.activeElement).toBe(row('Parent'));
  });

  it('opens the epic with Enter on its row', () => {
    const onOpen = vi.fn();
    render(<Grid onOpen={onOpen} />);
    act(() => row('Other').focus());
    key('Enter');
    expect(onOpen).toHaveBeenCalledWith('Other');
  });
});
