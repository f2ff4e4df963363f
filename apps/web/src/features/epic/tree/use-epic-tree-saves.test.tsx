import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  GraphqlClientProvider,
  operationName,
  type GraphqlClient,
} from '#web/lib/graphql/index.ts';
import { ORDER_FAILED } from './tree-messages.ts';
import { ROOT, useEpicTree } from './use-epic-tree.ts';

const child = (id: string, position: number) => ({
  id,
  iid: id,
  title: `Epic ${id}`,
  state: 'opened',
  reference: `acme&${id}`,
  relativePosition: position,
  hasChildren: false,
  hasIssues: false,
});
const page = { hasNextPage: false, endCursor: null };
const answer = {
  group: {
    id: 'g',
    epic: {
      id: 'root',
      children: { pageInfo: page, nodes: [child('1', 1), child('2', 2), child('3', 3)] },
      issues: { pageInfo: page, nodes: [] },
    },
  },
};

/** A client whose reorders wait until the test answers them, in the order they were sent. */
function setup() {
  const sent: { moved: unknown; answer: (errors: string[]) => void }[] = [];
  const client: GraphqlClient = {
    request: (document, variables) => {
      if (operationName(document) === 'EpicTreeChildren') return Promise.resolve(answer as never);
      return new Promise((resolve) => {
        const { input } = variables as { input: { moved: unknown } };
        sent.push({
          moved: input.moved,
          answer: (errors) => resolve({ epicTreeReorder: { errors } } as never),
        });
      });
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
  );
  const hook = renderHook(() => useEpicTree({ fullPath: 'acme', iid: '7' }), { wrapper });
  const titles = () => hook.result.current.lists[ROOT]?.nodes.map((n) => n.item.title);
  return { hook, sent, titles };
}

describe('useEpicTree saves', () => {
  it('sends one reorder at a time, in the order made', async () => {
    const { hook, sent, titles } = setup();
    await waitFor(() => expect(titles()).toEqual(['Epic 1', 'Epic 2', 'Epic 3']));
    const [one, two] = hook.result.current.lists[ROOT]!.nodes;
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = hook.result.current.move(one!, ROOT, ROOT, 1);
    });
    act(() => {
      second = hook.result.current.move(two!, ROOT, ROOT, 2);
    });
    expect(titles()).toEqual(['Epic 1', 'Epic 3', 'Epic 2']);
    await waitFor(() => expect(sent).toHaveLength(1));
    // The second waits for the first's answer.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toHaveLength(1);
    await act(async () => {
      sent[0]!.answer([]);
      await first;
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(async () => {
      sent[1]!.answer([]);
      await second;
    });
    expect(sent.map((s) => (s.moved as { id: string }).id)).toEqual(['1', '2']);
    expect(titles()).toEqual(['Epic 1', 'Epic 3', 'Epic 2']);
  });

  it('a failure rolls back and drops the moves queued behind it', async () => {
    const { hook, sent, titles } = setup();
    await waitFor(() => expect(titles()).toEqual(['Epic 1', 'Epic 2', 'Epic 3']));
    const [one, , three] = hook.result.current.lists[ROOT]!.nodes;
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = hook.result.current.move(one!, ROOT, ROOT, 2);
    });
    act(() => {
      second = hook.result.current.move(three!, ROOT, ROOT, 0);
    });
    expect(titles()).toEqual(['Epic 3', 'Epic 2', 'Epic 1']);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {
      sent[0]!.answer(['refused']);
      await first;
      await second;
    });
    expect(sent).toHaveLength(1);
    expect(titles()).toEqual(['Epic 1', 'Epic 2', 'Epic 3']);
    expect(hook.result.current.error).toBe(ORDER_FAILED);
  });
});
