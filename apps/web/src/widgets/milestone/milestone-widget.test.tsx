import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { MilestoneWidget } from './milestone-widget.tsx';

afterEach(() => {
  cleanup();
  notifications.clean();
});

const handlers = {
  SidebarProjectMilestones: () => ({ project: { id: 'p', milestones: { nodes: [] } } }),
  SidebarIssueSetMilestone: () => ({ updateIssue: { errors: [], issue: { id: 'i' } } }),
};

describe('MilestoneWidget with a milestone the viewer may not view', () => {
  it('shows the no-permission text, and no warning when read-only', async () => {
    renderWidget(
      () => <MilestoneWidget target={issueTarget({ canUpdate: false })} milestone={null} hidden />,
      handlers,
    );
    expect(
      await screen.findByText("You don't have permission to view this milestone."),
    ).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("warns editors, who may still remove it with 'No milestone'", async () => {
    const { calls } = renderWidget(
      () => <MilestoneWidget target={issueTarget()} milestone={null} hidden />,
      handlers,
    );
    expect((await screen.findByRole('note')).textContent).toContain(
      "The assigned milestone is one you cannot view: if you change it, you won't be able to assign it again.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit milestone' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No milestone' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetMilestone')?.vars).toEqual({
        projectPath: 'acme/web',
        iid: '7',
        milestoneId: null,
      }),
    );
  });
});
