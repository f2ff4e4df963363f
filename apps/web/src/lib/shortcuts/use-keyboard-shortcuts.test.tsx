import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '../graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { ShortcutsHelpModal } from '#web/components/shortcuts-help/shortcuts-help-modal.tsx';
import {
  SHORTCUTS_STORAGE_KEY,
  matchSequence,
  readCustomKeys,
  effectiveShortcuts,
} from './shortcut-keys.ts';
import { useKeyboardShortcuts, useShortcutHandler } from './use-keyboard-shortcuts.ts';

const graphql: GraphqlClient = { request: vi.fn() as never };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Page({ onEdit, onCopy }: { onEdit: () => void; onCopy: () => void }) {
  const shortcuts = useKeyboardShortcuts();
  useShortcutHandler('copy-reference', onCopy);
  return (
    <>
      <button type="button" data-shortcut="edit" onClick={onEdit}>
        Edit
      </button>
      <textarea aria-label="Comment" data-shortcut="comment" />
      <ShortcutsHelpModal
        opened={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
        onChanged={shortcuts.reload}
      />
    </>
  );
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('keyboard shortcuts', () => {
  it('clicks and focuses data-shortcut controls, runs handlers, never inside text fields', async () => {
    const onEdit = vi.fn();
    const onCopy = vi.fn();
    renderInApp(() => <Page onEdit={onEdit} onCopy={onCopy} />, {
      graphql,
      url: '/acme/web/-/issues/3',
    });
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    press('e');
    expect(onEdit).toHaveBeenCalledTimes(1);
    press('r');
    expect(document.activeElement).toBe(comment);
    press('e', comment);
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'e', ctrlKey: true });
    expect(onEdit).toHaveBeenCalledTimes(1);
    press('c');
    press('r');
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it("navigates with 'g i' from a project page and opens the grouped help with '?'", async () => {
    const { router } = renderInApp(() => <Page onEdit={vi.fn()} onCopy={vi.fn()} />, {
      graphql,
      url: '/acme/web/-/issues/3',
    });
    await screen.findByRole('button', { name: 'Edit' });
    press('g');
    press('i');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/web/-/issues'));
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Global shortcuts', 'Navigation', 'Issues']) {
      expect(dialog.querySelector(`section[aria-label="${group}"]`)).toBeTruthy();
    }
    expect(screen.getByText('Edit title and description')).toBeTruthy();
  });

  it('rebinds a customizable shortcut in the help and keeps it in localStorage', async () => {
    const onEdit = vi.fn();
    renderInApp(() => <Page onEdit={onEdit} onCopy={vi.fn()} />, { graphql });
    await screen.findByRole('button', { name: 'Edit' });
    press('?');
    const input = await screen.findByRole('textbox', {
      name: 'Keys for Edit title and description',
    });
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.blur(input);
    expect(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY)!)).toEqual({ edit: 'x' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    press('x');
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
  });

  it('ignores bad stored bindings and non-customizable ids', () => {
    localStorage.setItem(
      SHORTCUTS_STORAGE_KEY,
      JSON.stringify({ edit: 'a b c', help: 'h', label: 'k' }),
    );
    expect(readCustomKeys()).toEqual({ label: 'k' });
    const list = effectiveShortcuts();
    expect(matchSequence(['k'], list)).toMatchObject({ id: 'label' });
    expect(matchSequence(['g'], list)).toBe('pending');
    expect(matchSequence(['z'], list)).toBeNull();
  });
});
