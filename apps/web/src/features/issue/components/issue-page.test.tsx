import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { details, issue, menu, open, page, permissions, resetPage } from './issue-page.fixture.tsx';

beforeEach(resetPage);
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const badge = () => screen.getByTestId('state-badge').textContent;

describe('IssuePage header', () => {
  it('gives a signed-in updater Edit, Close and every menu action', async () => {
    await open();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Issue actions' })).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close issue' })).toBeTruthy();
    const items = within(await menu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'New related issue',
      'Promote to epic',
      'Lock discussion',
      'Turn on confidentiality',
      'Copy reference',
      'Delete issue',
      'Report abuse',
    ]);
    const related = screen.getByRole('menuitem', { name: 'New related issue' });
    expect(related.getAttribute('href')).toBe('/acme/web/-/issues/new?add_related_issue=7');
  });

  it('gives a signed-out viewer without rights no control', async () => {
    page.signedIn = false;
    page.handlers.IssueDetails = () => details({ userPermissions: permissions(false) });
    await open();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close issue' })).toBeNull();
  });

  it('asks before closing a blocked issue; Yes, close issue closes it', async () => {
    page.handlers.IssueDetails = () => details({ blocked: true, blockedByCount: 2 });
    page.handlers.UpdateIssue = () => {
      const closed = { state: 'closed', closedAt: '2026-01-04T00:00:00Z' };
      page.handlers.IssueDetails = () => details({ blocked: true, blockedByCount: 2, ...closed });
      return { updateIssue: { errors: [], issue: { ...issue(), ...closed } } };
    };
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close issue' }));
    // A role query over the whole page is slow on a loaded machine: allow it more than 1 s.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Are you sure you want to close this blocked issue?' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText('This issue is blocked by 2 open items.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close issue' }));
    await waitFor(() => expect(badge()).toBe('Closed'));
    expect(page.calls.find((c) => c.name === 'UpdateIssue')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
      stateEvent: 'CLOSE',
    });
  });

  it('puts the state back and says so when closing fails', async () => {
    page.handlers.UpdateIssue = () => ({ updateIssue: { errors: ['Nope'], issue: null } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close issue' }));
    expect(await screen.findByText('Error occurred while updating the issue status')).toBeTruthy();
    expect(badge()).toBe('Open');
    expect(screen.getByRole('button', { name: 'Close issue' })).toBeTruthy();
  });

  it('puts the state back when the status request itself fails', async () => {
    page.handlers.UpdateIssue = () => {
      throw new Error('network down');
    };
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close issue' }));
    await waitFor(() =>
      expect(screen.getAllByText('Error occurred while updating the issue status')).toHaveLength(1),
    );
    expect(badge()).toBe('Open');
    expect(screen.getByRole('button', { name: 'Close issue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen issue' })).toBeNull();
  });

  it('locks the discussion with a toast; a failure reverts with the error text', async () => {
    page.handlers.SidebarIssueSetLocked = (vars) => ({
      issueSetLocked: {
        errors: [],
        issue: { id: 'gid://cairn/Issue/9', discussionLocked: vars.input?.locked },
      },
    });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Lock discussion' }));
    expect(await screen.findByText('Issue locked.')).toBeTruthy();
    page.handlers.SidebarIssueSetLocked = () => {
      throw new Error('boom');
    };
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Unlock discussion' }));
    expect(
      await screen.findByText(
        'Something went wrong trying to change the locked state of the discussion',
      ),
    ).toBeTruthy();
    expect(within(await menu()).getByRole('menuitem', { name: 'Unlock discussion' })).toBeTruthy();
  });

  it('toggles confidentiality with toasts; a refusal shows the first server error', async () => {
    page.handlers.SidebarIssueSetConfidential = (vars) => ({
      issueSetConfidential: {
        errors: [],
        issue: {
          id: 'gid://cairn/Issue/9',
          confidential: vars.input?.confidential,
        },
      },
    });
    await open();
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn on confidentiality' }),
    );
    expect(await screen.findByText('Confidentiality turned on.')).toBeTruthy();
    page.handlers.SidebarIssueSetConfidential = () => ({
      issueSetConfidential: { errors: ['Not allowed'], issue: null },
    });
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn off confidentiality' }),
    );
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    page.handlers.SidebarIssueSetConfidential = () => {
      throw new Error('down');
    };
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn off confidentiality' }),
    );
    expect(
      await screen.findByText('Something went wrong while setting issue confidentiality.'),
    ).toBeTruthy();
    // Both failures put the displayed state back: still confidential.
    expect(
      within(await menu()).getByRole('menuitem', { name: 'Turn off confidentiality' }),
    ).toBeTruthy();
    expect(screen.getByText('Confidential')).toBeTruthy();
  });

  it('copies the full reference; a failed fetch shows the error text', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    page.handlers.IssueReference = () => ({
      project: { id: 'p1', issue: { id: 'gid://cairn/Issue/9', reference: 'acme/web#7' } },
    });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('acme/web#7');
    page.handlers.IssueReference = () => ({ project: null });
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('An error occurred while fetching reference')).toBeTruthy();
  });

  it('edits title and description in place, sending the lockVersion', async () => {
    page.handlers.UpdateIssue = (vars) => {
      const saved = { title: vars.input?.title, description: vars.input?.description };
      page.handlers.IssueDetails = () => details({ ...saved, lockVersion: 4 });
      return { updateIssue: { errors: [], issue: { ...issue(), ...saved, lockVersion: 4 } } };
    };
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Steps\n\n1. open',
    );
    fireEvent.change(title, { target: { value: 'Fix the sign-in page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());
    expect(page.calls.find((c) => c.name === 'UpdateIssue')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
      title: 'Fix the sign-in page',
      description: 'Steps\n\n1. open',
      lockVersion: 3,
    });
    expect(screen.getByTestId('page-title').textContent).toBe('Fix the sign-in page');
  });

  it('shows the update error, keeps the form and the typed text, and the page is unchanged', async () => {
    page.handlers.UpdateIssue = () => ({
      updateIssue: { errors: ['Title is too long (maximum is 255 characters)'], issue: null },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Fix the sign-in page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Error updating issue. Title is too long (maximum is 255 characters)',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Fix the sign-in page',
    );
    expect(screen.getByTestId('page-title').textContent).toBe(issue().title);
  });
});
