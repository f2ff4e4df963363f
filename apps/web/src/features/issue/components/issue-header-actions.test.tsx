import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { details, menu, open, page, resetPage } from './issue-page.fixture.tsx';

beforeEach(resetPage);
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Promote to epic', () => {
  it('shows the success text, then lands on the epic', async () => {
    page.handlers.PromoteToEpic = () => ({
      promoteToEpic: { errors: [], epic: { id: 'e1', webPath: '/groups/acme/-/epics/9' } },
    });
    const { router } = await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Promote to epic' }));
    expect(
      await screen.findByText(
        'The issue was successfully promoted to an epic. Redirecting to epic…',
      ),
    ).toBeTruthy();
    expect(page.calls.find((c) => c.name === 'PromoteToEpic')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/acme/-/epics/9'), {
      timeout: 3000,
    });
  });

  it('says so when the server refuses, and stays', async () => {
    page.handlers.PromoteToEpic = () => ({
      promoteToEpic: { errors: ['Issue has already been promoted to an epic.'], epic: null },
    });
    const { router } = await open();
    const before = router.state.location.pathname;
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Promote to epic' }));
    expect(
      await screen.findByText(
        'Something went wrong while promoting the issue to an epic. Please try again.',
      ),
    ).toBeTruthy();
    // The issue stays as it was: open, on its own page, and promotable again.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(router.state.location.pathname).toBe(before);
    expect(screen.getByTestId('state-badge').textContent).toBe('Open');
    expect(within(await menu()).getByRole('menuitem', { name: 'Promote to epic' })).toBeTruthy();
  });

  it('is not offered without canPromoteToEpic', async () => {
    page.handlers.IssueDetails = () =>
      details({
        userPermissions: {
          canUpdateIssue: true,
          canReopenIssue: true,
          canCreateIssue: true,
          canDestroyIssue: false,
          canPromoteToEpic: false,
          canReportSpam: false,
          canMarkAsNotSpam: false,
          canReportAbuse: false,
        },
      });
    await open();
    expect(within(await menu()).queryByRole('menuitem', { name: 'Promote to epic' })).toBeNull();
  });
});

describe('Copy email address', () => {
  it('is hidden without an incoming address, and copies it when there is one', async () => {
    await open();
    expect(within(await menu()).queryByRole('menuitem', { name: 'Copy email address' })).toBeNull();
    cleanup();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    page.handlers.IssueDetails = () => details({ createNoteEmail: 'incoming+k@cairn.example' });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy email address' }));
    expect(await screen.findByText('Email address copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('incoming+k@cairn.example');
  });
});

describe('status badge and edited footer', () => {
  it("reads 'Closed (promoted)' linking to the epic", async () => {
    page.handlers.IssueDetails = () =>
      details({
        state: 'closed',
        closedAt: '2026-01-04T00:00:00Z',
        promotedToEpic: { id: 'e1', webPath: '/groups/acme/-/epics/9' },
      });
    await open();
    const badge = screen.getAllByTestId('state-badge')[0]!;
    expect(badge.textContent).toBe('Closed (promoted)');
    expect(within(badge).getByRole('link', { name: 'promoted' }).getAttribute('href')).toBe(
      '/groups/acme/-/epics/9',
    );
  });

  it("shows 'Edited … by …' only once the title or description was edited", async () => {
    await open();
    expect(screen.queryByTestId('issue-edited')).toBeNull();
    cleanup();
    page.handlers.IssueDetails = () =>
      details({
        lastEditedAt: '2026-02-03T10:00:00Z',
        lastEditedBy: {
          id: 'u2',
          name: 'Ada Lovelace',
          username: 'ada',
          avatarUrl: null,
          webPath: '/ada',
        },
      });
    await open();
    const footer = await screen.findByTestId('issue-edited');
    expect(footer.textContent).toBe('Edited Feb 3, 2026 byAda Lovelace@ada');
  });
});
