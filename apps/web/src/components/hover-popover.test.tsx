import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { HoverPopover } from './hover-popover.tsx';

// Open popovers keep close timers: unmount them before the environment goes.
afterEach(cleanup);

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

  it('closes on Escape, setting aria-expanded back to false and keeping focus', async () => {
    renderWithTheme(
      <HoverPopover target={<a href="/epics/3">Bar three</a>} label="Epic three">
        <p>Third body</p>
      </HoverPopover>,
    );
    const target = screen.getByRole('link', { name: 'Bar three' });
    act(() => target.focus());
    await screen.findByText('Third body');
    expect(target.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(target.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(target);
  });

  it('lets Tab enter the content and returns focus to the trigger when leaving it', async () => {
    renderWithTheme(
      <>
        <HoverPopover target={<button type="button">Blocked by 1 epic</button>} label="Blocked">
          <a href="/items/9">Linked item</a>
        </HoverPopover>
        <button type="button">Next</button>
      </>,
    );
    const target = screen.getByRole('button', { name: 'Blocked by 1 epic' });
    act(() => target.focus());
    const link = await screen.findByRole('link', { name: 'Linked item' });
    fireEvent.keyDown(target, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    expect(target.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('aria-expanded')).toBe('false');

    fireEvent.mouseEnter(target);
    fireEvent.keyDown(target, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('aria-expanded')).toBe('false');
  });
});
