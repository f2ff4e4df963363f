import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarTodoFragment } from './todo.fragment.ts';
import { TodoWidget } from './todo-widget.tsx';

/** The issue page hands the widget its fragment's data (the viewer's pending to-do, if any). */
const issue = (pendingTodoId: string | null) =>
  maskFragments([SidebarTodoFragment], {
    currentUserTodos: { nodes: pendingTodoId ? [{ id: pendingTodoId }] : [] },
  });

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('TodoWidget', () => {
  it("adds a to-do, then reads 'Mark as done'", async () => {
    const { calls } = renderWidget(
      () => <TodoWidget target={issueTarget()} issue={issue(null)} />,
      { SidebarTodoCreate: () => ({ todoCreate: { errors: [], todo: { id: 't1' } } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a to-do' }));
    expect(await screen.findByRole('button', { name: 'Mark as done' })).toBeTruthy();
    await waitFor(() => expect(calls[0]?.vars).toEqual({ targetId: 'gid://cairn/Issue/9' }));
  });

  it('marks the pending one done; a failure reverts with the failure text', async () => {
    renderWidget(() => <TodoWidget target={issueTarget()} issue={issue('t1')} />, {
      SidebarTodoMarkDone: () => ({ todoMarkDone: { errors: ['Gone'], todo: null } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    expect(
      await screen.findByText('Something went wrong while setting issue to-do item.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeTruthy();
  });

  it('is not shown when signed out', async () => {
    renderWidget(
      () => (
        <>
          <span>page</span>
          <TodoWidget target={issueTarget({ signedIn: false })} issue={issue(null)} />
        </>
      ),
      {},
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('todo-widget')).toBeNull();
  });
});
