import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GraphqlClientProvider,
  operationName,
  type GraphqlClient,
} from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { AddExistingForm } from './add-existing-form.tsx';
import { CreateChildForm } from './create-child-form.tsx';

const root = { id: 'gid://cairn/Epic/7', iid: '7', fullPath: 'acme', confidential: true };

function renderWith(client: GraphqlClient, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>{ui}</GraphqlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());

describe('AddExistingForm', () => {
  it('keeps pending references de-duplicated and removable, and adds them one by one', async () => {
    const calls: unknown[] = [];
    const client: GraphqlClient = {
      async request(document, variables) {
        calls.push([operationName(document), variables]);
        return { epicAddIssue: { errors: [], epicIssue: { id: 'x' } } } as never;
      },
    };
    const onAdded = vi.fn();
    renderWith(
      client,
      <AddExistingForm type="issue" root={root} onAdded={onAdded} onCancel={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Add existing confidential issue' })).toBeTruthy();
    const input = screen.getByLabelText('Issue references or URLs');
    fireEvent.paste(input, { clipboardData: { getData: () => 'web#1 web#2  web#1 &4' } });
    const pending = () => screen.getAllByRole('listitem').map((item) => item.textContent?.trim());
    expect(pending()).toEqual(['web#1', 'web#2', '&4']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove web#2' }));
    expect(pending()).toEqual(['web#1', '&4']);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      [
        'EpicAddIssue',
        { input: { groupPath: 'acme', iid: '7', projectPath: 'acme/web', issueIid: '1' } },
      ],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('&4 is not a valid issue reference.');
    expect(pending()).toEqual(['&4']);
    // Removing the last pending reference clears the failure.
    fireEvent.click(screen.getByRole('button', { name: 'Remove &4' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CreateChildForm', () => {
  const client: GraphqlClient = {
    async request(document) {
      const name = operationName(document);
      if (name === 'TreeFormOptions') {
        return {
          group: {
            id: 'g1',
            fullPath: 'acme',
            fullName: 'Acme',
            descendantGroups: { nodes: [] },
            projects: { nodes: [] },
          },
        } as never;
      }
      if (name === 'CreateEpic') {
        return { createEpic: { errors: ['Epic hierarchy level too deep'], epic: null } } as never;
      }
      throw new Error(`unexpected ${name}`);
    },
  };

  it('is disabled without a title, shows the server error and cancels on Escape', async () => {
    const onCancel = vi.fn();
    renderWith(
      client,
      <CreateChildForm type="epic" root={root} onCreated={() => {}} onCancel={onCancel} />,
    );
    expect(screen.getByRole('heading', { name: 'Create new confidential epic' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Create epic' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Deep  ' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Epic hierarchy level too deep');
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
