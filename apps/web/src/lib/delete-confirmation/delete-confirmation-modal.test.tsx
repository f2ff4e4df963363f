import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { DeleteConfirmationModal } from './delete-confirmation-modal.tsx';
import { deleteActionLabel, deleteConfirmationBody } from './delete-confirmation.ts';

afterEach(cleanup);

describe('delete confirmation wording', () => {
  it('asks to release the children of an epic', () => {
    expect(deleteConfirmationBody('Epic')).toBe('Delete this epic and release all child items?');
    expect(deleteActionLabel('Epic')).toBe('Delete epic');
  });

  it.each(['Issue', 'Incident', 'Task'])('names the type of a %s', (type) => {
    expect(deleteConfirmationBody(type)).toBe(`${type} will be removed! Are you sure?`);
    expect(deleteActionLabel(type)).toBe(`Delete ${type.toLowerCase()}`);
  });
});

describe('DeleteConfirmationModal', () => {
  const open = (type: string, onClose = vi.fn()) => {
    renderWithTheme(
      <DeleteConfirmationModal
        opened
        onClose={onClose}
        type={type}
        action="/groups/acme/-/epics/7"
        csrfToken="csrf-123"
      />,
    );
    return { dialog: screen.getByRole('dialog'), onClose };
  };

  it('shows the epic body, Cancel and the danger action', () => {
    const { dialog } = open('Epic');
    expect(within(dialog).getByText('Delete this epic and release all child items?')).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => text);
    expect(buttons).toEqual(['Cancel', 'Delete epic']);
    const danger = within(dialog).getByRole('button', { name: 'Delete epic' });
    expect(danger.getAttribute('type')).toBe('submit');
    // Red 9, the danger red white text passes 4.5:1 on.
    expect(danger.getAttribute('style')).toContain('--mantine-color-red-9');
  });

  it('shows the issue body', () => {
    const { dialog } = open('Issue');
    expect(within(dialog).getByText('Issue will be removed! Are you sure?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete issue' })).toBeTruthy();
  });

  it('Cancel closes without submitting', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', onSubmit);
    const { dialog, onClose } = open('Epic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    document.removeEventListener('submit', onSubmit);
  });

  it('confirming submits a POST form with the override, CSRF token and confirmation', () => {
    const submitted: { action: string; method: string; fields: [string, string][] }[] = [];
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      submitted.push({
        action: form.getAttribute('action') ?? '',
        method: form.method,
        fields: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]),
      });
    };
    document.addEventListener('submit', onSubmit);
    const { dialog } = open('Epic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete epic' }));
    document.removeEventListener('submit', onSubmit);
    expect(submitted).toEqual([
      {
        action: '/groups/acme/-/epics/7',
        method: 'post',
        fields: [
          ['_method', 'delete'],
          ['authenticity_token', 'csrf-123'],
          ['destroy_confirm', 'true'],
        ],
      },
    ]);
  });
});
