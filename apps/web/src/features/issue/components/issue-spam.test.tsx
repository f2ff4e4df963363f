import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { details, menu, open, page, permissions, resetPage } from './issue-page.fixture.tsx';

/** 'Submit as spam' for admins (`canReportSpam`) and its undo (docs/decisions/issue-page.md). */

beforeEach(resetPage);
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const admin = (hidden: boolean) =>
  details({
    hidden,
    hiddenAsSpam: hidden,
    userPermissions: {
      ...permissions(true),
      canReportSpam: !hidden,
      canMarkAsNotSpam: hidden,
    },
  });
const answer = (hidden: boolean) => ({
  errors: [],
  issue: {
    id: 'gid://cairn/Issue/9',
    hidden,
    hiddenAsSpam: hidden,
    userPermissions: { canReportSpam: !hidden, canMarkAsNotSpam: hidden },
  },
});

describe('Submit as spam', () => {
  it('is not offered without canReportSpam', async () => {
    await open();
    const items = within(await menu())
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).not.toContain('Submit as spam');
    expect(items).not.toContain('Mark as not spam');
  });

  it('asks first, then hides the issue and shows the Hidden badge', async () => {
    page.handlers.IssueDetails = () => admin(false);
    page.handlers.IssueMarkAsSpam = () => ({ issueMarkAsSpam: answer(true) });
    await open();
    expect(screen.queryByTestId('hidden-badge')).toBeNull();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Submit as spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this issue as spam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit as spam' }));
    expect(await screen.findByText('Issue was submitted as spam.')).toBeTruthy();
    expect(page.calls.find((c) => c.name === 'IssueMarkAsSpam')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
    });
    expect((await screen.findByTestId('hidden-badge')).textContent).toBe('Hidden');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    page.handlers.IssueDetails = () => admin(false);
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Submit as spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this issue as spam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.calls.some((c) => c.name === 'IssueMarkAsSpam')).toBe(false);
  });

  it("shows the server's reason when it refuses", async () => {
    page.handlers.IssueDetails = () => admin(false);
    page.handlers.IssueMarkAsSpam = () => ({
      issueMarkAsSpam: { errors: ['This issue has already been submitted as spam.'], issue: null },
    });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Submit as spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this issue as spam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit as spam' }));
    expect(await screen.findByText('This issue has already been submitted as spam.')).toBeTruthy();
    expect(screen.queryByTestId('hidden-badge')).toBeNull();
  });
});

describe('Mark as not spam', () => {
  it('shows the badge on a hidden issue and removes it on undo', async () => {
    page.handlers.IssueDetails = () => admin(true);
    page.handlers.IssueMarkAsNotSpam = () => ({ issueMarkAsNotSpam: answer(false) });
    await open();
    expect(screen.getByTestId('hidden-badge')).toBeTruthy();
    const items = within(await menu())
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).not.toContain('Submit as spam');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as not spam' }));
    expect(await screen.findByText('Issue was marked as not spam.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('hidden-badge')).toBeNull());
  });
});
