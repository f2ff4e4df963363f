import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { IssueChildItems } from './issue-child-items.tsx';

const task = (iid: number, title: string, state: 'OPEN' | 'CLOSED', confidential = false) => ({
  id: `gid://cairn/WorkItem/${iid}`,
  iid: String(iid),
  title,
  state,
  reference: `#${iid}`,
  confidential,
  webPath: `/acme/web/-/work_items/${iid}`,
  workItemType: { name: 'Task' },
});

function answer(nodes: ReturnType<typeof task>[], closed: number) {
  const rolledUpCountsByType = nodes.length
    ? [{ workItemType: { name: 'Task' }, countsByState: { closed, all: nodes.length } }]
    : [];
  return {
    project: {
      id: 'p1',
      issue: {
        id: 'gid://cairn/Issue/9',
        widgets: [{ rolledUpCountsByType, children: { nodes } }],
      },
    },
  };
}

function client(data: unknown): GraphqlClient {
  return {
    request: vi.fn(async (document) => {
      expect(operationName(document as never)).toBe('IssueChildItems');
      return data;
    }) as GraphqlClient['request'],
  };
}

const render = (data: unknown) =>
  renderInApp(() => <IssueChildItems fullPath="acme/web" iid="7" />, { graphql: client(data) });

afterEach(cleanup);

describe('IssueChildItems', () => {
  it('lists the tasks with icon, reference, state and title link, and the task completion', async () => {
    render(answer([task(12, 'Write the docs', 'CLOSED'), task(13, 'Ship it', 'OPEN', true)], 1));
    const section = await screen.findByRole('region', { name: /Child items/ });
    expect(within(section).getByTestId('task-completion').textContent).toBe('1 of 2 tasks closed');
    const rows = within(section).getAllByTestId('child-item');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Write the docs' }).getAttribute('href')).toBe(
      '/acme/web/-/work_items/12',
    );
    expect(first.getByLabelText('Closed task')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('#12 · Closed');
    expect(within(rows[1]!).getByLabelText('Open task')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('#13 · Open');
    expect(within(rows[1]!).getByText('Confidential')).toBeTruthy();
  });

  it('says "1 of 1 task closed" for a single task', async () => {
    render(answer([task(4, 'Only one', 'CLOSED')], 1));
    expect((await screen.findByTestId('task-completion')).textContent).toBe('1 of 1 task closed');
  });

  it('shows nothing when the viewer reads no child item', async () => {
    const graphql = client(answer([], 0));
    renderInApp(() => <IssueChildItems fullPath="acme/web" iid="7" />, { graphql });
    await vi.waitFor(() => expect(graphql.request).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: /Child items/ })).toBeNull();
    expect(screen.queryByText('Child items')).toBeNull();
  });
});
