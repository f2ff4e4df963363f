import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { HoverTooltip } from './hover-tooltip.tsx';

describe('HoverTooltip', () => {
  it('mounts the tooltip on first hover and closes it when the pointer leaves', async () => {
    renderWithTheme(
      <HoverTooltip label="3 child epics">
        <span tabIndex={0} aria-label="3 child epics">
          3
        </span>
      </HoverTooltip>,
    );
    const target = screen.getByLabelText('3 child epics');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(target);
    expect((await screen.findByRole('tooltip')).textContent).toBe('3 child epics');
    expect(screen.getByLabelText('3 child epics')).toBe(target);
    fireEvent.mouseLeave(target);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
