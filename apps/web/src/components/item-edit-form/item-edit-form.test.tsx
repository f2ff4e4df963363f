import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { loadDraft, saveDraft } from './edit-draft.ts';
import { ItemEditForm, type ItemEditFormProps } from './item-edit-form.tsx';
import type { SaveAnswer, VersionedValues } from './submit-edit.ts';

const graphql: GraphqlClient = { request: vi.fn(async () => ({ project: null })) as never };
const KEY = 'issue:acme/web#7';
const current: VersionedValues = { title: 'Saved', description: 'a\nb\nc', lockVersion: 4 };

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(overrides: Partial<ItemEditFormProps> = {}) {
  const props = {
    typeName: 'issue',
    draftKey: KEY,
    current,
    save: vi.fn(async (): Promise<SaveAnswer> => ({ status: 'saved' })),
    fetchLatest: vi.fn(async () => current),
    onClose: vi.fn(),
    ...overrides,
  };
  const app = renderInApp(() => <ItemEditForm {...props} />, { graphql });
  return { ...app, props };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('ItemEditForm', () => {
  it('disables Save changes while the title is blank; Cancel closes and drops the draft', async () => {
    const { props } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(saveButton()).toHaveProperty('disabled', false);
    type(title(), '   ');
    expect(saveButton()).toHaveProperty('disabled', true);
    type(title(), 'New');
    expect(loadDraft(KEY)?.title).toBe('New');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalledWith(null);
    expect(loadDraft(KEY)).toBeNull();
  });

  it('autosaves a draft and restores it on reopen; a save sends the lockVersion and clears it', async () => {
    const first = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    type(description(), 'a\nb\nc\nd');
    expect(loadDraft(KEY)).toEqual({
      title: 'Saved',
      description: 'a\nb\nc\nd',
      lockVersion: 4,
      base: { title: 'Saved', description: 'a\nb\nc' },
    });
    first.unmount();
    const { props } = setup();
    expect(
      await screen.findByDisplayValue('a b c d', { normalizer: (s) => s.replace(/\n/g, ' ') }),
    ).toBe(description());
    expect(screen.queryByText(/changed by another user/)).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(props.onClose).toHaveBeenCalledWith({ title: 'Saved', description: 'a\nb\nc\nd' }),
    );
    expect(props.save).toHaveBeenCalledWith({ title: 'Saved', description: 'a\nb\nc\nd' }, 4);
    expect(loadDraft(KEY)).toBeNull();
  });

  it('warns about a draft from an older version: Discard restores the saved text', async () => {
    saveDraft(KEY, { title: 'Old draft', description: 'x', lockVersion: 2, base: current });
    setup();
    expect(
      await screen.findByText(
        'The comment you are editing has been changed by another user. Would you like to keep your changes and overwrite the new description or discard your changes?',
      ),
    ).toBeTruthy();
    expect(title()).toHaveProperty('value', 'Old draft');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title()).toHaveProperty('value', 'Saved');
    expect(loadDraft(KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
  });

  it('Keep keeps an outdated draft and saves it from the version it started from', async () => {
    const base = { title: 'Saved', description: 'a\nb\nc' };
    saveDraft(KEY, { title: 'Saved', description: 'A\nb\nc', lockVersion: 2, base });
    const latest = { title: 'Saved', description: 'a\nb\nC', lockVersion: 4 };
    const save = vi.fn(async (_v: unknown, lockVersion: number): Promise<SaveAnswer> =>
      lockVersion === 4 ? { status: 'saved' } : { status: 'stale' },
    );
    const { props } = setup({ current: latest, save, fetchLatest: vi.fn(async () => latest) });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    expect(description()).toHaveProperty('value', 'A\nb\nc');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(props.onClose).toHaveBeenCalledWith({ title: 'Saved', description: 'A\nb\nC' }),
    );
    expect(save.mock.calls.map((c) => c[1])).toEqual([2, 4]);
  });

  it('merges a disjoint concurrent edit, saves it with the new lockVersion and says so', async () => {
    const theirs = { title: 'Saved', description: 'a\nB\nc', lockVersion: 5 };
    const save = vi.fn(async (_v: unknown, lockVersion: number): Promise<SaveAnswer> =>
      lockVersion === 5 ? { status: 'saved' } : { status: 'stale' },
    );
    const { props } = setup({ save, fetchLatest: vi.fn(async () => theirs) });
    await screen.findByRole('textbox', { name: 'Title' });
    type(description(), 'a\nb\nc\nmine');
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Your changes were merged with the changes someone else saved to this issue at the same time.',
      ),
    ).toBeTruthy();
    expect(save).toHaveBeenLastCalledWith({ title: 'Saved', description: 'a\nB\nc\nmine' }, 5);
    expect(props.onClose).toHaveBeenCalledWith({ title: 'Saved', description: 'a\nB\nc\nmine' });
  });

  it('on a true overlap warns, keeps the text, shows the other version, and then overwrites', async () => {
    const theirs = { title: 'Saved', description: 'a\nTHEIRS\nc', lockVersion: 5 };
    const save = vi.fn(async (_v: unknown, lockVersion: number): Promise<SaveAnswer> =>
      lockVersion === 5 ? { status: 'saved' } : { status: 'stale' },
    );
    const { props } = setup({ save, fetchLatest: vi.fn(async () => theirs) });
    await screen.findByRole('textbox', { name: 'Title' });
    type(description(), 'a\nMINE\nc');
    fireEvent.click(saveButton());
    const message = await screen.findByText(
      "Someone edited the issue at the same time you did. Review the issue and make sure you don't unintentionally overwrite their changes.",
    );
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(description()).toHaveProperty('value', 'a\nMINE\nc');
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'View the other version' }));
    expect(
      within(alert).getByText('a THEIRS c', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(props.onClose).toHaveBeenCalledWith({ title: 'Saved', description: 'a\nMINE\nc' }),
    );
    expect(save.mock.calls.map((c) => c[1])).toEqual([4, 5]);
  });

  it('shows the update error with the server errors and stays open', async () => {
    const save = vi.fn(async (): Promise<SaveAnswer> => ({
      status: 'failed',
      errors: ['Title is too long'],
    }));
    const { props } = setup({ save });
    await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.click(saveButton());
    const message = await screen.findByText('Error updating issue. Title is too long');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('runs the secret check before saving; choosing to edit saves nothing', async () => {
    const { props } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    type(description(), 'token glpat-aaaaaaaaaaaaaaaaWXYZ');
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Warning: Potential secret detected',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit description' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(props.save).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes (reload and in-app navigation)', async () => {
    const { router } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    type(title(), 'Changed');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    act(() => void router.navigate({ href: '/elsewhere' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('Are you sure you want to lose your issue information?'),
    );
    expect(router.state.location.pathname).toBe('/start');
    confirm.mockReturnValue(true);
    act(() => void router.navigate({ href: '/elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

describe('ItemEditForm while the item changes elsewhere', () => {
  it('shows the concurrent-edit warning as soon as the page receives a newer version', async () => {
    const newer = { title: 'Saved', description: 'a\nb\nc\nd', lockVersion: 5 };
    const props = {
      typeName: 'issue',
      draftKey: KEY,
      save: vi.fn(async (): Promise<SaveAnswer> => ({ status: 'saved' })),
      fetchLatest: vi.fn(async () => newer),
      onClose: vi.fn(),
    };
    let showNewer: () => void = () => {};
    function Host() {
      const [item, setItem] = useState(current);
      showNewer = () => setItem(newer);
      return <ItemEditForm {...props} current={item} />;
    }
    renderInApp(() => <Host />, { graphql });
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('button', { name: 'View the other version' })).toBeNull();
    act(() => showNewer());
    expect(
      await screen.findByText(
        "Someone edited the issue at the same time you did. Review the issue and make sure you don't unintentionally overwrite their changes.",
      ),
    ).toBeTruthy();
    expect(description()).toHaveProperty('value', 'a\nb\nc');
  });
});
