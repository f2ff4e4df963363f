// The Unscheduled tray's epics, page by page: the group's epics with neither date under the
// roadmap's state and filters (no timeframe: an undated epic is in none).
import { EPICS_PAGE_SIZE } from '@cairn/timeline';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { epicFilterVariables, useGraphqlClient, type ResultOf } from '#web/lib/graphql/index.ts';
import { roadmapUnscheduledEpicsQuery } from '../graphql/roadmap-unscheduled-epics.query.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';

type Epics = NonNullable<
  NonNullable<ResultOf<typeof roadmapUnscheduledEpicsQuery>['group']>['epics']
>;
export type UnscheduledEpic = NonNullable<NonNullable<Epics['nodes']>[number]>;

/** The first key part of the tray's query (the live roadmap and a scheduling refetch it). */
export const UNSCHEDULED_QUERY = 'roadmapUnscheduledEpics';

export interface UnscheduledEpicsResult {
  readonly epics: readonly UnscheduledEpic[];
  /** Every undated epic the viewer may read under the filters, loaded or not. */
  readonly count: number;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => void;
}

export function useUnscheduledEpics(enabled: boolean): UnscheduledEpicsResult {
  const client = useGraphqlClient();
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const { epicsState, sortedBy } = settings;

  const variables = useMemo(() => {
    const { iid } = page.filterArguments;
    return {
      ...epicFilterVariables(page.filterArguments),
      ...(iid ? { iid } : {}),
      state: epicsState,
      sort: sortedBy,
      fullPath: page.filterArguments.groupPath || page.fullPath,
      first: EPICS_PAGE_SIZE,
    };
  }, [epicsState, sortedBy, page.filterArguments, page.fullPath]);

  const query = useInfiniteQuery({
    queryKey: [UNSCHEDULED_QUERY, variables],
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const data = await client.request(
        roadmapUnscheduledEpicsQuery,
        { ...variables, endCursor: pageParam },
        signal,
      );
      return data.group?.epics ?? null;
    },
    getNextPageParam: (last) =>
      last?.pageInfo.hasNextPage && last.pageInfo.endCursor ? last.pageInfo.endCursor : undefined,
  });

  const pages = query.data?.pages;
  const epics = useMemo(
    () => (pages ?? []).flatMap((p) => (p?.nodes ?? []).flatMap((n) => (n ? [n] : []))),
    [pages],
  );
  const { fetchNextPage } = query;
  return {
    epics,
    count: pages?.[0]?.count ?? 0,
    isLoading: query.isPending && enabled,
    isError: query.isError,
    hasNextPage: query.hasNextPage && !query.isError,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void fetchNextPage({ cancelRefetch: false }),
  };
}
