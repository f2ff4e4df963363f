import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultOf } from '#web/lib/graphql/index.ts';
import { issueTarget, renderWidget, type Handlers } from '../shell/widget-test-kit.tsx';
import { SidebarLabelFragment } from './label.fragment.ts';
import { LabelsWidget } from './labels-widget.tsx';

const label = (id: string, title: string) => ({
  id,
  title,
  color: '#1068bf',
  textColor: '#FFFFFF',
  description: null,
});
const bug = label('l1', 'bug');
const high = label('l2', 'priority::high');
const low = label('l3', 'priority::low');
/** The page hands the widget its fragment's data as the query returned it. */
const set = (labels: ResultOf<typeof SidebarLabelFragment>[]) =>
  maskFragments([SidebarLabelFragment], labels);

const handlers = (extra: Handlers = {}): Handlers => ({
  SidebarProjectLabels: () => ({ project: { id: 'p', labels: { nodes: [bug, high, low] } } }),
  SidebarIssueSetLabels: () => ({ updateIssue: { errors: [], issue: { id: 'i' } } }),
  ...extra,
});

afterEach(() => {
  cleanup();
  notifications.clean();
});

const option = (name: string) => screen.getByRole('option', { name });

describe('LabelsWidget', () => {
  it('is read-only without the right: no Edit, no ×', async () => {
    renderWidget(
      () => <LabelsWidget target={issueTarget({ canUpdate: false })} labels={set([bug])} />,
      handlers(),
    );
    expect(await screen.findByText('bug')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit labels' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove label bug' })).toBeNull();
  });

  it('multi-selects with check marks, one value per scope, and saves the list on Apply', async () => {
    const { calls } = renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([high])} />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    await waitFor(() => expect(option('bug')).toBeTruthy());
    expect(option('priority::high').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(option('priority::low'));
    expect(option('priority::high').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option('bug'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'SidebarIssueSetLabels')).toBe(true));
    const sent = calls.find((c) => c.name === 'SidebarIssueSetLabels')!.vars;
    expect(sent).toEqual({ projectPath: 'acme/web', iid: '7', labelIds: ['l3', 'l1'] });
  });

  it('saves a pick that the next search no longer lists', async () => {
    const { calls } = renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([])} />,
      handlers({
        SidebarProjectLabels: (vars) => ({
          project: {
            id: 'p',
            labels: {
              nodes: vars.search
                ? [high, low].filter((l) => l.title.includes(String(vars.search)))
                : [bug, high, low],
            },
          },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    await waitFor(() => expect(option('bug')).toBeTruthy());
    fireEvent.click(option('bug'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search labels' }), {
      target: { value: 'priority' },
    });
    await waitFor(() => expect(calls.some((c) => c.vars.search === 'priority')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'bug' })).toBeNull());
    fireEvent.click(option('priority::low'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'SidebarIssueSetLabels')).toBe(true));
    const sent = calls.find((c) => c.name === 'SidebarIssueSetLabels')!.vars;
    expect(sent).toEqual({ projectPath: 'acme/web', iid: '7', labelIds: ['l1', 'l3'] });
  });

  it('works from the keyboard: arrows move, Enter toggles, Escape applies', async () => {
    const { calls } = renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([])} />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    const search = screen.getByRole('combobox', { name: 'Search labels' });
    await waitFor(() => expect(option('bug')).toBeTruthy());
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(option('bug').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetLabels')?.vars.labelIds).toEqual(['l1']),
    );
  });

  it('removes a label by its × and reverts with the failure text when the save fails', async () => {
    renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([bug])} />,
      handlers({
        SidebarIssueSetLabels: () => ({ updateIssue: { errors: ['Nope'], issue: null } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove label bug' }));
    expect(await screen.findByText('Error updating issue')).toBeTruthy();
    expect(screen.getByText('Nope')).toBeTruthy();
    expect(within(screen.getByTestId('labels-widget')).getByText('bug')).toBeTruthy();
  });

  it("shows 'Error fetching labels.' when the list cannot load", async () => {
    renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([])} />,
      handlers({ SidebarProjectLabels: () => Promise.reject(new Error('down')) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    expect(await screen.findByText('Error fetching labels.')).toBeTruthy();
  });

  it('creates a label: name and colour required and trimmed, server errors in a danger alert', async () => {
    let answer: unknown = {
      labelCreate: { errors: ['Title has already been taken'], label: null },
    };
    const { calls } = renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([])} />,
      handlers({ SidebarLabelCreate: () => answer }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Label name'), { target: { value: '  docs  ' } });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    fireEvent.click(create);
    expect((await screen.findByRole('alert')).textContent).toBe('Title has already been taken');
    expect(calls.at(-1)!.vars).toEqual({
      input: { title: 'docs', color: '#1068bf', projectPath: 'acme/web' },
    });
    answer = { labelCreate: { errors: [], label: label('l9', 'docs') } };
    fireEvent.click(create);
    await waitFor(() => expect(option('docs').getAttribute('aria-selected')).toBe('true'));
  });

  it("'No label' clears every label, checked once the draft is empty", async () => {
    const { calls } = renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([bug, high])} />,
      handlers(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    await waitFor(() => expect(option('bug')).toBeTruthy());
    expect(option('No label').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option('No label'));
    expect(option('No label').getAttribute('aria-selected')).toBe('true');
    expect(option('bug').getAttribute('aria-selected')).toBe('false');
    expect(option('priority::high').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SidebarIssueSetLabels')?.vars.labelIds).toEqual([]),
    );
  });

  it("shows 'Error creating label.' in the alert when the create request fails", async () => {
    renderWidget(
      () => <LabelsWidget target={issueTarget()} labels={set([])} />,
      handlers({ SidebarLabelCreate: () => Promise.reject(new Error('down')) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit labels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    fireEvent.change(screen.getByLabelText('Label name'), { target: { value: 'docs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Green-cyan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error creating label.');
  });
});
