import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarEpicHealthFragment } from './epic-health.fragment.ts';
import { SidebarHealthFragment } from './health.fragment.ts';
import { EpicHealthWidget, HealthWidget } from './health-widget.tsx';

type Health = 'onTrack' | 'needsAttention' | 'atRisk';
type Counts = { issuesOnTrack: number; issuesNeedingAttention: number; issuesAtRisk: number };
/** The pages hand the widgets their fragment's data as the query returned it. */
const issue = (healthStatus: Health | null) =>
  maskFragments([SidebarHealthFragment], { healthStatus });
const epic = (healthStatus: Counts) => maskFragments([SidebarEpicHealthFragment], { healthStatus });

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('HealthWidget', () => {
  it('sets a status from the list', async () => {
    const { calls } = renderWidget(
      () => <HealthWidget target={issueTarget()} issue={issue(null)} open />,
      {
        SidebarIssueSetHealthStatus: () => ({
          issueSetHealthStatus: { errors: [], issue: { id: 'i', healthStatus: 'atRisk' } },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit health status' }));
    fireEvent.click(screen.getByRole('option', { name: 'At risk' }));
    await waitFor(() =>
      expect(calls[0]?.vars).toEqual({
        input: { projectPath: 'acme/web', iid: '7', healthStatus: 'atRisk' },
      }),
    );
  });

  it('reverts with the failure text when the save fails', async () => {
    renderWidget(() => <HealthWidget target={issueTarget()} issue={issue('onTrack')} open />, {
      SidebarIssueSetHealthStatus: () => Promise.reject(new Error('down')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit health status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Needs attention' }));
    expect(
      await screen.findByText('Something went wrong while setting issue health status.'),
    ).toBeTruthy();
    expect(screen.getByTestId('widget-value').textContent).toBe('On track');
  });

  it('is hidden on a closed issue', async () => {
    renderWidget(
      () => (
        <>
          <span>page</span>
          <HealthWidget target={issueTarget()} issue={issue('onTrack')} open={false} />
        </>
      ),
      {},
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('health-widget')).toBeNull();
  });
});

describe('EpicHealthWidget', () => {
  it('shows the counts only when their sum is above 0', async () => {
    const zero = { issuesOnTrack: 0, issuesNeedingAttention: 0, issuesAtRisk: 0 };
    const { unmount } = renderWidget(
      () => (
        <>
          <span>page</span>
          <EpicHealthWidget epic={epic(zero)} />
        </>
      ),
      {},
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('health-widget')).toBeNull();
    unmount();
    renderWidget(() => <EpicHealthWidget epic={epic({ ...zero, issuesAtRisk: 2 })} />, {});
    expect((await screen.findByTestId('widget-value')).textContent).toContain('2 At risk');
  });
});
