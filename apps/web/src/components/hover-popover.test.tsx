import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { HoverPopover } from './hover-popover.tsx';

describe('HoverPopover', () => {
  it('mounts the popover on first hover, keeping the same target element', async () => {
    const onFirstOpen = vi.fn();
    renderWithTheme(
      <HoverPopover target={<a href="/epics/1">Bar</a>} label="Epic one" onFirstOpen={onFirstOpen}>
        <p>Popover body</p>
      </HoverPopover>,
    );
    const target = screen.getByRole('link', { name: 'Bar' });
    expect(screen.queryByText('Popover body')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(target.getAttribute('aria-haspopup')).toBe('dialog');
    expect(target.getAttribute('aria-expanded')).toBe('false');

    fireEvent.mouseEnter(target);
    const dialog = await screen.findByRole('dialog', { name: 'Bar' });
    expect(dialog.textContent).toContain('Popover body');
    expect(screen.getByRole('link', { name: 'Bar' })).toBe(target);
    expect(target.getAttribute('aria-expanded')).toBe('true');
    expect(target.getAttribute('aria-describedby')).toBe(dialog.id);
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
  });

  it('opens on keyboard focus without losing it', async () => {
    renderWithTheme(
      <HoverPopover target={<a href="/epics/2">Bar two</a>} label="Epic two">
        <p>Second body</p>
      </HoverPopover>,
    );
    const target = screen.getByRole('link', { name: 'Bar two' });
    act(() => target.focus());
    expect((await screen.findByText('Second body')).isConnected).toBe(true);
    expect(document.activeElement).toBe(target);
  });
});
