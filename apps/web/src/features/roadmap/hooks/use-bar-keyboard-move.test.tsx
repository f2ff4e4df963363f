import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEpic } from '../utils/test-epics.ts';
import type { EpicDates } from '../utils/drag-dates.ts';
import { useBarKeyboardMove } from './use-bar-keyboard-move.ts';
import type { BarPreview } from './use-bar-pointer-drag.ts';

const epic = testEpic(1, { startDate: '2026-11-02', dueDate: '2026-11-13' });
const dates = { start: '2026-11-02', end: '2026-11-13' };

function Bar(props: { commit: (dates: EpicDates) => void; onGridKey: (key: string) => void }) {
  const [preview, setPreview] = useState<BarPreview | null>(null);
  const move = useBarKeyboardMove({ epic, dates, setPreview, commit: props.commit });
  return (
    <div onKeyDown={(event) => props.onGridKey(event.key)}>
      <button type="button" onKeyDown={move.onKeyDown} onBlur={move.onBlur}>
        {preview ? `${preview.dates.start} ${preview.dates.end}` : 'idle'}
      </button>
    </div>
  );
}

afterEach(cleanup);

function setup() {
  const commit = vi.fn();
  const onGridKey = vi.fn();
  render(<Bar commit={commit} onGridKey={onGridKey} />);
  const bar = screen.getByRole('button');
  const press = (key: string, init: { shiftKey?: boolean; altKey?: boolean } = {}) =>
    fireEvent.keyDown(bar, { key, ...init });
  return { bar, commit, onGridKey, press };
}

describe('useBarKeyboardMove', () => {
  it('leaves the arrows to the treegrid until M starts move mode', () => {
    const { bar, onGridKey, press } = setup();
    press('ArrowRight');
    expect(onGridKey).toHaveBeenCalledWith('ArrowRight');
    expect(bar.textContent).toBe('idle');
    press('m');
    onGridKey.mockClear();
    press('ArrowRight');
    expect(onGridKey).not.toHaveBeenCalled();
    expect(bar.textContent).toBe('2026-11-03 2026-11-14');
  });

  it('Shift moves a week, Alt the due date, Alt+Shift the start date; Enter saves', () => {
    const { bar, commit, press } = setup();
    press('M');
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { altKey: true });
    press('ArrowLeft', { altKey: true, shiftKey: true });
    expect(bar.textContent).toBe('2026-11-08 2026-11-21');
    press('Enter');
    expect(commit).toHaveBeenCalledWith({ start: '2026-11-08', end: '2026-11-21' });
    expect(bar.textContent).toBe('idle');
  });

  it('Escape and leaving the bar cancel without saving', () => {
    const { bar, commit, press } = setup();
    press('m');
    press('ArrowLeft');
    press('Escape');
    expect(bar.textContent).toBe('idle');
    press('m');
    press('ArrowLeft');
    fireEvent.blur(bar);
    expect(bar.textContent).toBe('idle');
    expect(commit).not.toHaveBeenCalled();
  });

  it('saving unchanged dates sends nothing', () => {
    const { commit, press } = setup();
    press('m');
    press('ArrowRight');
    press('ArrowLeft');
    press('Enter');
    expect(commit).not.toHaveBeenCalled();
  });
});
