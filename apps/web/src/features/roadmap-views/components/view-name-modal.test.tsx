import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { ViewNameModal } from './view-name-modal.tsx';

afterEach(cleanup);

function renderModal(
  onSubmit = vi.fn(async () => undefined),
  initialShared: boolean | null = false,
) {
  const onClose = vi.fn();
  renderWithTheme(
    <ViewNameModal
      title="Save view"
      initialName=""
      initialShared={initialShared}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onClose };
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ViewNameModal', () => {
  it('refuses a blank name without saving', async () => {
    const { onSubmit } = renderModal();
    fireEvent.change(nameBox(), { target: { value: '   ' } });
    save();
    expect(await screen.findByText("Name can't be blank")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the trimmed name with the share choice, then closes', async () => {
    const { onSubmit, onClose } = renderModal();
    fireEvent.change(nameBox(), { target: { value: '  Team plan ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share with the group' }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('Team plan', true);
  });

  it("shows the server's refusal and stays open", async () => {
    const { onClose } = renderModal(
      vi.fn(async () => {
        throw new Error('Name has already been taken');
      }),
    );
    fireEvent.change(nameBox(), { target: { value: 'Taken' } });
    save();
    expect(await screen.findByText('Name has already been taken')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no share choice to those who may not make one', () => {
    renderModal(undefined, null);
    expect(screen.queryByRole('checkbox', { name: 'Share with the group' })).toBeNull();
  });
});
