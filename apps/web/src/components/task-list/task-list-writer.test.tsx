import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import type { SaveAnswer } from '../item-edit-form/submit-edit.ts';
import type { TaskListChange } from './task-list-items.ts';
import {
  TASK_ITEM_DELETED,
  TASK_ITEM_NOT_RESTORED,
  TASK_ITEM_RESTORED,
  writeTaskListChange,
  type TaskListWrites,
} from './task-list-writer.tsx';

afterEach(() => {
  cleanup();
  notifications.clean();
});

const noGraphql = { request: vi.fn() } as unknown as GraphqlClient;

function setup(restored: SaveAnswer) {
  const writes: TaskListWrites = {
    typeName: 'epic',
    description: '- [ ] a\n- [ ] b',
    send: vi.fn(async () => ({ lockVersion: 7 })),
    restore: vi.fn(async () => restored),
    refetch: vi.fn(async () => undefined),
  };
  const change: TaskListChange = { lineNumber: 2, lineSource: '- [ ] b', remove: true };
  renderInApp(
    () => (
      <button type="button" onClick={() => void writeTaskListChange(writes, change)}>
        delete
      </button>
    ),
    { graphql: noGraphql },
  );
  return writes;
}

describe('writeTaskListChange', () => {
  it('deletes at once and restores the description on Undo', async () => {
    const writes = setup({ status: 'saved' });
    fireEvent.click(await screen.findByRole('button', { name: 'delete' }));
    expect(await screen.findByText(TASK_ITEM_DELETED)).toBeTruthy();
    expect(writes.send).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(TASK_ITEM_RESTORED)).toBeTruthy();
    expect(writes.restore).toHaveBeenCalledWith('- [ ] a\n- [ ] b', 7);
    await waitFor(() => expect(writes.refetch).toHaveBeenCalled());
  });

  it('says so when the description changed since the deletion', async () => {
    setup({ status: 'stale' });
    fireEvent.click(await screen.findByRole('button', { name: 'delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(TASK_ITEM_NOT_RESTORED)).toBeTruthy();
  });
});
