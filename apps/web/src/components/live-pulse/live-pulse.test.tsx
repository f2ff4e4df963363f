import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { LivePulse, PULSE_MS } from './live-pulse.tsx';

afterEach(() => vi.useRealTimers());

const view = (value: string) => (
  <LivePulse value={value}>
    <p>{value}</p>
  </LivePulse>
);

describe('LivePulse', () => {
  it('pulses for a while when the value changes, never for the first value', () => {
    vi.useFakeTimers();
    const { container, rerender } = renderWithTheme(view('one'));
    const box = () => container.querySelector('[data-pulsing]');
    expect(box()).toBeNull();
    rerender(view('two'));
    expect(screen.getByText('two')).toBeTruthy();
    expect(box()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(PULSE_MS));
    expect(box()).toBeNull();
  });
});
