import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  GraphqlClientProvider,
  graphqlQueryKey,
  operationName,
  type GraphqlClient,
} from '#web/lib/graphql/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { EPIC_STATE_FAILED, useEpicStateToggle } from './use-epic-state-toggle.ts';

const key = graphqlQueryKey(epicDetailsQuery, { fullPath: 'acme', iid: '7' });
const details = { group: { id: 'g1', epic: { id: 'e7', state: 'opened', closedAt: null } } };

function setup(answer: (variables: unknown) => unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, details);
  const seen: unknown[] = [];
  const client: GraphqlClient = {
    async request(document, variables) {
      seen.push([operationName(document), variables]);
      return answer(variables) as never;
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useEpicStateToggle('acme', '7'), { wrapper });
  const state = () =>
    (queryClient.getQueryData(key) as typeof details | undefined)?.group.epic.state;
  return { hook, state, seen };
}

describe('useEpicStateToggle', () => {
  it('closes with the state the server answers', async () => {
    const { hook, state, seen } = setup(() => ({
      updateEpic: {
        errors: [],
        epic: { id: 'e7', state: 'closed', closedAt: '2026-11-21T00:00:00Z', lockVersion: 2 },
      },
    }));
    await act(() => hook.result.current.toggle('opened'));
    expect(state()).toBe('closed');
    expect(hook.result.current.error).toBeNull();
    expect(seen).toEqual([
      ['UpdateEpicState', { groupPath: 'acme', iid: '7', stateEvent: 'CLOSE' }],
    ]);
  });

  it("reverts and says 'Unable to update this epic at this time.' on failure", async () => {
    const { hook, state } = setup(() => ({ updateEpic: { errors: ['nope'], epic: null } }));
    await act(() => hook.result.current.toggle('opened'));
    await waitFor(() => expect(hook.result.current.error).toBe(EPIC_STATE_FAILED));
    expect(EPIC_STATE_FAILED).toBe('Unable to update this epic at this time.');
    expect(state()).toBe('opened');
  });
});
