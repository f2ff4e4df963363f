import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import {
  TASK_CONVERTED,
  TASK_CREATE_ERROR,
  TASK_DELETE_ERROR,
  TASK_REVERTED,
} from '../utils/task-messages.ts';
import type { IssueDetails } from './use-issue-cache.ts';
import { useTaskConversion } from './use-task-conversion.tsx';

type Handler = (vars: unknown) => unknown;

const issue = {
  id: 'gid://gitlab/WorkItem/9',
  iid: '7',
  description: '- [ ] alpha\n- [ ] beta',
} as IssueDetails;
const line = { lineNumber: 2, lineSource: '- [ ] beta' };

/** Renders the hook; `convert` runs the conversion of `line` as the item menu does. */
function render(handlers: Record<string, Handler>) {
  const calls: { name: string; vars: unknown }[] = [];
  const graphql: GraphqlClient = {
    request: vi.fn(async (document, vars) => {
      const name = operationName(document as never) ?? '';
      calls.push({ name, vars });
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected ${name}`);
      return handler(vars);
    }) as GraphqlClient['request'],
  };
  let convert: ReturnType<typeof useTaskConversion> = async () => {};
  function Probe() {
    convert = useTaskConversion('acme/web', issue);
    return <span data-testid="probe" />;
  }
  renderInApp(() => <Probe />, { graphql });
  return { calls, convert: () => act(() => convert(line)) };
}

const converted = () => ({
  workItemCreateFromTask: {
    errors: [],
    workItem: { id: issue.id, lockVersion: 4 },
    newWorkItem: { id: 'gid://gitlab/WorkItem/12', iid: '8' },
  },
});

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('useTaskConversion', () => {
  it("converts the line, says 'Converted to task', and Undo reverts with 'Task reverted'", async () => {
    const { calls, convert } = render({
      ConvertTaskListItem: converted,
      RevertTaskConversion: () => ({ workItemRevertTaskConversion: { errors: [] } }),
    });
    await screen.findByTestId('probe');
    await convert();
    expect(calls[0]).toEqual({
      name: 'ConvertTaskListItem',
      vars: {
        input: {
          id: issue.id,
          workItemData: { lineNumberStart: 2, lineNumberEnd: 2, lineSource: '- [ ] beta' },
        },
      },
    });
    expect(await screen.findByText(TASK_CONVERTED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(TASK_REVERTED)).toBeTruthy();
    expect(calls.find((c) => c.name === 'RevertTaskConversion')?.vars).toEqual({
      input: {
        id: issue.id,
        taskId: 'gid://gitlab/WorkItem/12',
        description: issue.description,
        lockVersion: 4,
      },
    });
  });

  it("shows the task-creation alert with the server's errors", async () => {
    const { convert } = render({
      ConvertTaskListItem: () => ({
        workItemCreateFromTask: {
          errors: ['The task list item has changed since the page was loaded.'],
          workItem: null,
          newWorkItem: null,
        },
      }),
    });
    await screen.findByTestId('probe');
    await convert();
    expect(
      await screen.findByText(
        'Something went wrong while creating the task. The task list item has changed since the page was loaded.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(TASK_CONVERTED)).toBeNull();
  });

  it('shows the task-creation alert alone when the request fails', async () => {
    const { convert } = render({
      ConvertTaskListItem: () => {
        throw new Error('offline');
      },
    });
    await screen.findByTestId('probe');
    await convert();
    expect(await screen.findByText(TASK_CREATE_ERROR)).toBeTruthy();
  });

  it("shows the task-deletion alert when Undo is refused, with the server's errors", async () => {
    const { convert } = render({
      ConvertTaskListItem: converted,
      RevertTaskConversion: () => ({
        workItemRevertTaskConversion: { errors: ['The issue changed since.'] },
      }),
    });
    await screen.findByTestId('probe');
    await convert();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Something went wrong while deleting the task. The issue changed since.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(TASK_REVERTED)).toBeNull();
    expect(TASK_DELETE_ERROR).toBe('Something went wrong while deleting the task.');
  });
});
