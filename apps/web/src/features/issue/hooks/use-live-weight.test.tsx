import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  GraphqlClientProvider,
  graphqlQueryKey,
  type GraphqlClient,
  type ResultOf,
  type SubscriptionHandlers,
} from '../../../lib/graphql/index.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { useLiveWeight, withEventWeight } from './use-live-weight.ts';

type Details = ResultOf<typeof issueDetailsQuery>;

const details = (id: string, weight: number | null) =>
  ({ project: { id: 'p1', issue: { id, weight, title: 'Issue' } } }) as unknown as Details;

describe('withEventWeight', () => {
  it("sets the weight of the event's issue only", () => {
    expect(withEventWeight(details('i1', 3), { id: 'i1', weight: 8 })).toEqual(details('i1', 8));
    expect(withEventWeight(details('i1', 3), { id: 'i1', weight: null })).toEqual(
      details('i1', null),
    );
    const other = details('i2', 3);
    expect(withEventWeight(other, { id: 'i1', weight: 8 })).toBe(other);
    expect(withEventWeight(undefined, { id: 'i1', weight: 8 })).toBeUndefined();
    expect(withEventWeight(other, null)).toBe(other);
  });
});

describe('useLiveWeight', () => {
  it("subscribes with the issue's id and writes each new weight into the cached details", async () => {
    let push: ((weight: number) => void) | undefined;
    const subscribe = vi.fn(
      (_d: unknown, _v: unknown, h: SubscriptionHandlers<unknown>, signal: AbortSignal) => {
        push = (weight) => h.next({ issuableWeightUpdated: { id: 'i1', weight } });
        return new Promise<'complete'>((resolve) =>
          signal.addEventListener('abort', () => resolve('complete')),
        );
      },
    );
    const client = { request: vi.fn(), subscribe } as unknown as GraphqlClient;
    const queryClient = new QueryClient();
    const key = graphqlQueryKey(issueDetailsQuery, { fullPath: 'acme/web', iid: '1' });
    const otherKey = graphqlQueryKey(issueDetailsQuery, { fullPath: 'acme/web', iid: '2' });
    queryClient.setQueryData(key, details('i1', 3));
    queryClient.setQueryData(otherKey, details('i2', 5));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
      </QueryClientProvider>
    );
    renderHook(() => useLiveWeight('i1'), { wrapper });
    await waitFor(() => expect(push).toBeDefined());
    expect(subscribe.mock.calls[0]?.[1]).toEqual({ issuableId: 'i1' });
    push!(8);
    expect(queryClient.getQueryData(key)).toEqual(details('i1', 8));
    expect(queryClient.getQueryData(otherKey)).toEqual(details('i2', 5));
  });
});
