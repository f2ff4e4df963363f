import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { humanDuration } from './duration.ts';
import { TimeTrackingWidget } from './time-tracking-widget.tsx';

afterEach(cleanup);

const H = 3600;
const entry = { id: 'gid://gitlab/Timelog/5', timeSpent: 1.5 * H, summary: 'Pairing' };

function answer(estimate: number, spent: number, adminIssue = true, entries = [entry]) {
  return () => ({
    project: {
      id: 'p',
      issue: {
        id: 'i',
        timeEstimate: estimate,
        totalTimeSpent: spent,
        humanTimeEstimate: estimate ? humanDuration(estimate) : null,
        humanTotalTimeSpent: spent ? humanDuration(spent) : null,
        userPermissions: { adminIssue },
        timelogs: {
          nodes: entries.map((e) => ({
            ...e,
            spentAt: '2026-11-20T12:00:00Z',
            user: { id: 'u', username: 'reporter', name: 'Rita' },
          })),
        },
      },
    },
  });
}

describe('TimeTrackingWidget', () => {
  it('says there is nothing to show, and offers no control without the right', async () => {
    renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
      IssueTimeTracking: answer(0, 0, false, []),
    });
    expect(await screen.findByText('No estimate or time spent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit time tracking' })).toBeNull();
  });

  it('shows spent against the estimate and the entries', async () => {
    renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
      IssueTimeTracking: answer(3 * H, 1.5 * H),
    });
    expect(await screen.findByText('Time remaining: 1h 30m')).toBeTruthy();
    expect(screen.getByText('1h 30m · 2026-11-20 · reporter · Pairing')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('says by how much the time spent is over the estimate', async () => {
    renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
      IssueTimeTracking: answer(H, 1.5 * H),
    });
    expect(await screen.findByText('Over by 30m')).toBeTruthy();
  });

  it('adds a time entry and deletes one', async () => {
    const { calls } = renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
      IssueTimeTracking: answer(0, 1.5 * H),
      SidebarTimelogCreate: () => ({ timelogCreate: { errors: [], timelog: { id: 't' } } }),
      SidebarTimelogDelete: () => ({ timelogDelete: { errors: [], timelog: { id: 't' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit time tracking' }));
    fireEvent.change(screen.getByLabelText(/Time spent/), { target: { value: '45m' } });
    fireEvent.change(screen.getByLabelText('Spent at'), { target: { value: '2026-11-19' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add time entry' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete time spent' }));
    await waitFor(() => expect(calls.map((c) => c.name)).toContain('SidebarTimelogDelete'));
    expect(calls.filter((c) => c.name !== 'IssueTimeTracking')).toEqual([
      {
        name: 'SidebarTimelogCreate',
        vars: {
          input: {
            issuableId: 'gid://cairn/Issue/9',
            timeSpent: '45m',
            spentAt: '2026-11-19T12:00:00.000Z',
            summary: 'Review',
          },
        },
      },
      { name: 'SidebarTimelogDelete', vars: { id: 'gid://gitlab/Timelog/5' } },
    ]);
  });

  describe('Set estimate', () => {
    const refused = 'Time estimate must have a valid format and be greater than or equal to zero.';
    const estimateCalls = (calls: { name: string; vars: unknown }[]) =>
      calls.filter((c) => c.name === 'SidebarSetEstimate').map((c) => c.vars);
    const target = { projectPath: 'acme/web', iid: '7' };
    // The popover's content is mid-transition in jsdom, so its roles are read with hidden: true.

    it('saves a duration as written, then closes', async () => {
      const { calls } = renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
        IssueTimeTracking: answer(0, 0, true, []),
        SidebarSetEstimate: () => ({
          updateIssue: { errors: [], issue: { id: 'i', timeEstimate: 12600 } },
        }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set estimate' }));
      fireEvent.change(await screen.findByLabelText(/Estimate/), { target: { value: ' 3h 30m ' } });
      expect(screen.queryByRole('button', { name: 'Remove estimate', hidden: true })).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }));
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Set time estimate', hidden: true })).toBeNull(),
      );
      expect(estimateCalls(calls)).toEqual([{ ...target, timeEstimate: '3h 30m' }]);
    });

    it('keeps the popover open with what was typed when the server refuses it', async () => {
      renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
        IssueTimeTracking: answer(0, 0, true, []),
        SidebarSetEstimate: () => ({ updateIssue: { errors: [refused], issue: null } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set estimate' }));
      fireEvent.change(await screen.findByLabelText(/Estimate/), { target: { value: 'soon' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }));
      expect(await screen.findByText(refused)).toBeTruthy();
      expect(screen.getByText('An error occurred while setting the estimate.')).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Set time estimate', hidden: true })).toBeTruthy();
      expect((screen.getByLabelText(/Estimate/) as HTMLInputElement).value).toBe('soon');
    });

    it('opens with the estimate, cancels without a call, and removes it', async () => {
      const { calls } = renderWidget(() => <TimeTrackingWidget target={issueTarget()} />, {
        IssueTimeTracking: answer(3 * H, 0, true, []),
        SidebarSetEstimate: () => ({
          updateIssue: { errors: [], issue: { id: 'i', timeEstimate: 0 } },
        }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set estimate' }));
      expect(((await screen.findByLabelText(/Estimate/)) as HTMLInputElement).value).toBe('3h');
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel', hidden: true }));
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Set time estimate', hidden: true })).toBeNull(),
      );
      expect(estimateCalls(calls)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Set estimate' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Remove estimate', hidden: true }));
      await waitFor(() =>
        expect(estimateCalls(calls)).toEqual([{ ...target, timeEstimate: null }]),
      );
    });
  });
});
