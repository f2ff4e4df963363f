import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { RoadmapPageProvider, type RoadmapPageInfo } from '../state/roadmap-page-context.tsx';
import { RoadmapStoreProvider } from '../state/roadmap-store.tsx';
import { testEpic } from '../utils/test-epics.ts';
import { useRoadmapEpics } from './use-roadmap-epics.ts';

const page: RoadmapPageInfo = {
  fullPath: 'acme',
  groupId: 'g1',
  groupName: 'Acme',
  epicIid: undefined,
  childEpicsMode: false,
  hasFilters: false,
  filtersMatchNothing: false,
  filterArguments: { labelName: ['backend'] },
  canCreateEpic: true,
  allowSubEpics: true,
  scopedLabels: true,
  newEpicPath: '/groups/acme/-/epics/new',
  listEpicsPath: '/groups/acme/-/epics',
  docsPath: '/help',
  embedded: false,
};

function answer(ids: number[], endCursor: string | null) {
  return {
    group: {
      id: 'g1',
      epics: {
        nodes: ids.map((id) =>
          id === 99
            ? testEpic(id, { startDate: '2026-12-31', dueDate: '2026-01-01' })
            : testEpic(id),
        ),
        pageInfo: { hasNextPage: endCursor !== null, endCursor },
      },
    },
  };
}

function setup(request: GraphqlClient['request']) {
  const client = { request } as GraphqlClient;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>
        <RoadmapPageProvider value={page}>
          <RoadmapStoreProvider
            search="?state=opened"
            onSearchChange={() => {}}
            today={new Date(2026, 10, 21)}
            firstDayOfWeek={0}
          >
            {children}
          </RoadmapStoreProvider>
        </RoadmapPageProvider>
      </GraphqlClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useRoadmapEpics(true), { wrapper });
}

describe('useRoadmapEpics', () => {
  it('loads pages by cursor and drops epics whose start is after their end', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(answer([1, 2, 99], 'c1'))
      .mockResolvedValueOnce(answer([3], null));
    const { result } = setup(request as never);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.epics.map((epic) => epic.iid)).toEqual(['1', '2']);
    expect(result.current.rawCount).toBe(3);
    expect(result.current.hasNextPage).toBe(true);
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      fullPath: 'acme',
      state: 'opened',
      sort: 'START_DATE_ASC',
      labelName: ['backend'],
      timeframe: { start: '2026-09-27', end: '2027-01-02' },
      first: 50,
      endCursor: null,
    });

    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.epics).toHaveLength(3));
    expect(request.mock.calls[1]?.[1]).toMatchObject({ endCursor: 'c1' });
    expect(result.current.hasNextPage).toBe(false);
  });

  it('stops paging after a failure', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(answer([1], 'c1'))
      .mockRejectedValueOnce(new Error('boom'));
    const { result } = setup(request as never);
    await waitFor(() => expect(result.current.epics).toHaveLength(1));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.hasNextPage).toBe(false);
    act(() => result.current.fetchNextPage());
    expect(request).toHaveBeenCalledTimes(2);
  });
});
