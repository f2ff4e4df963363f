import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import type { SecretContentType } from './detect-secrets.ts';
import { useSecretConfirmation, type SecretConfirmation } from './use-secret-confirmation.tsx';

afterEach(cleanup);

const PAT = 'glpat-aaaaaaaaaaaaaaaaWXYZ';
const DEPLOY = 'gldt-bbbbbbbbbbbbbbbbWXYZ';

function mount() {
  const api: { current?: SecretConfirmation } = {};
  function Host() {
    api.current = useSecretConfirmation();
    return <>{api.current.secretModal}</>;
  }
  renderWithTheme(<Host />);
  return (text: string, type: SecretContentType) => {
    let result!: Promise<boolean>;
    act(() => {
      result = api.current!.confirmNoSecrets(text, type);
    });
    return result;
  };
}

describe('useSecretConfirmation', () => {
  it('resolves true at once when there is no secret', async () => {
    const check = mount();
    await expect(check('Nothing to see', 'description')).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks about one secret in a description; Add resolves true', async () => {
    const check = mount();
    const result = check(`token ${PAT}`, 'description');
    const dialog = await screen.findByRole('dialog', {
      name: 'Warning: Potential secret detected',
    });
    expect(
      within(dialog).getByText(
        'This description appears to have the following secret in it. Are you sure you want to add this description?',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'GitLab personal access token: glpat-****************WXYZ',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit description', 'Add description']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add description' }));
    await expect(result).resolves.toBe(true);
  });

  it('words several secrets in a comment in the plural; Edit resolves false', async () => {
    const check = mount();
    const result = check(`${PAT} and ${DEPLOY}`, 'comment');
    const dialog = await screen.findByRole('dialog', {
      name: 'Warning: Potential secrets detected',
    });
    expect(
      within(dialog).getByText(
        'This comment appears to have the following secrets in it. Are you sure you want to add this comment?',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'GitLab personal access token: glpat-****************WXYZ',
      'GitLab Deploy Token: gldt-b***************WXYZ',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit comment' }));
    await expect(result).resolves.toBe(false);
  });
});
