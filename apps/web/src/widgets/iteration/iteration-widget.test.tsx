import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget, type Handlers } from '../shell/widget-test-kit.tsx';
import { SidebarIterationFragment } from './iteration.fragment.ts';
import { IterationWidget, type IterationNode } from './iteration-widget.tsx';

const iteration = (id: string, title: string | null, startDate: string, dueDate: string) => ({
  id,
  title,
  startDate,
  dueDate,
  webPath: `/groups/acme/-/cadences/1/iterations/${id}`,
  iterationCadence: { id: 'c1', title: 'Sprints' },
});
const first: IterationNode = iteration('i1', 'Sprint 1', '2026-11-02', '2026-11-15');
const second: IterationNode = iteration('i2', null, '2026-11-16', '2026-11-29');
/** The issue page hands the widget its fragment's data as the query returned it. */
const set = (it: IterationNode) => maskFragments([SidebarIterationFragment], it);

const handlers = (extra: Handlers = {}): Handlers => ({
  SidebarProjectIterations: () => ({
    project: { id: 'p', iterations: { nodes: [first, second] } },
  }),
  SidebarIssueSetIteration: () => ({ issueSetIteration: { errors: [], issue: { id: 'i' } } }),
  ...extra,
});

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('IterationWidget', () => {
  it('shows the cadence, title and dates; read-only without the right', async () => {
    const { calls } = renderWidget(
      () => (
        <IterationWidget
          target={issueTarget({ canUpdate: false })}
          iteration={set(first)}
          hidden={false}
        />
      ),
      handlers(),
    );
    expect(await screen.findByRole('link', { name: 'Sprint 1' })).toBeTruthy();
    expect(screen.getByText('Sprints')).toBeTruthy();
    expect(screen.getByText('Nov 2, 2026 – Nov 15, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit iteration' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists opened iterations searched by title and cadence, saves the pick', async () => {
    const { calls } = renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={null} hidden={false} />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit iteration' }));
    const untitled = 'Sprints · Nov 16, 2026 – Nov 29, 2026';
    fireEvent.click(await screen.findByRole('option', { name: untitled }));
    expect(await screen.findByRole('link', { name: 'Nov 16, 2026 – Nov 29, 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetIteration')?.vars).toEqual({
        projectPath: 'acme/web',
        iid: '7',
        iterationId: 'i2',
      }),
    );
    expect(calls.find((c) => c.name === 'SidebarProjectIterations')?.vars).toEqual({
      fullPath: 'acme/web',
      search: null,
    });
  });

  it("unsets with 'No iteration'", async () => {
    const { calls } = renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={set(first)} hidden={false} />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit iteration' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No iteration' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetIteration')?.vars).toEqual({
        projectPath: 'acme/web',
        iid: '7',
        iterationId: null,
      }),
    );
  });

  it('shows the failure text with the server error and puts the old iteration back', async () => {
    renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={set(first)} hidden={false} />,
      handlers({
        SidebarIssueSetIteration: () => ({
          issueSetIteration: { errors: ['Iteration not found'], issue: null },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit iteration' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No iteration' }));
    expect(
      await screen.findByText('Failed to set iteration on this issue. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Iteration not found')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sprint 1' })).toBeTruthy();
  });

  it('shows the list failure text', async () => {
    renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={null} hidden={false} />,
      handlers({
        SidebarProjectIterations: () => {
          throw new Error('down');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit iteration' }));
    expect(
      await screen.findByText('Failed to fetch the iterations for the group. Please try again.'),
    ).toBeTruthy();
  });

  it('tells of an iteration the viewer may not view, warning editors only', async () => {
    renderWidget(
      () => <IterationWidget target={issueTarget({ canUpdate: false })} iteration={null} hidden />,
      handlers(),
    );
    expect(
      await screen.findByText("You don't have permission to view this iteration."),
    ).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={null} hidden />,
      handlers(),
    );
    expect((await screen.findByRole('note')).textContent).toContain(
      "The assigned iteration is one you cannot view: if you change it, you won't be able to assign it again.",
    );
  });

  it("unsets an iteration the viewer may not view with 'No iteration'", async () => {
    const { calls } = renderWidget(
      () => <IterationWidget target={issueTarget()} iteration={null} hidden />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit iteration' }));
    const none = await screen.findByRole('option', { name: 'No iteration' });
    expect(none.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(none);
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetIteration')?.vars).toEqual({
        projectPath: 'acme/web',
        iid: '7',
        iterationId: null,
      }),
    );
  });
});
