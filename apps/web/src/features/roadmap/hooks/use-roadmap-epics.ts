// The roadmap's epics, page by page: the group's epics, or
// in the scoped form the children of one epic.
import { EPICS_PAGE_SIZE } from '@cairn/timeline';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { epicChildEpicsQuery } from '../graphql/epic-child-epics.query.ts';
import { RoadmapEpicFragment } from '../graphql/roadmap-epic.fragment.ts';
import { roadmapEpicsQuery } from '../graphql/roadmap-epics.query.ts';
import type { EpicsPage, RoadmapEpic } from '../graphql/types.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { validEpics } from '../utils/epic-rows.ts';
import { epicFilterVariables } from './epic-query-variables.ts';

type MaskedEpics = readonly (FragmentOf<typeof RoadmapEpicFragment> | null)[];

/** Reads the RoadmapEpic fragment of each node, skipping nulls. */
export function unmaskEpics(nodes: MaskedEpics | null | undefined): RoadmapEpic[] {
  return (nodes ?? []).flatMap((node) => (node ? [readFragment(RoadmapEpicFragment, node)] : []));
}

export interface RoadmapEpicsResult {
  /** Valid epics of every loaded page, in order. */
  readonly epics: readonly RoadmapEpic[];
  /** Epics the server returned, before date validation. */
  readonly rawCount: number;
  readonly isLoading: boolean;
  readonly isFetchingNextPage: boolean;
  /** Showing the previous answer while another filter, sort or timeframe loads. */
  readonly isRefreshing: boolean;
  readonly hasNextPage: boolean;
  readonly isError: boolean;
  readonly fetchNextPage: () => void;
}

export function useRoadmapEpics(enabled: boolean): RoadmapEpicsResult {
  const client = useGraphqlClient();
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const { epicsState, sortedBy, timeframe, presetType } = settings;

  const variables = useMemo(() => {
    const filters = epicFilterVariables({
      epicsState,
      sortedBy,
      timeframe,
      presetType,
      filters: page.filterArguments,
    });
    const fullPath = page.filterArguments.groupPath || page.fullPath;
    return { ...filters, fullPath, first: EPICS_PAGE_SIZE };
  }, [epicsState, sortedBy, timeframe, presetType, page.filterArguments, page.fullPath]);

  const { epicIid } = page;
  const query = useInfiniteQuery({
    queryKey: ['roadmapEpics', epicIid ?? null, variables],
    enabled,
    retry: false,
    // A new filter, sort or timeframe keeps the current rows on screen until the answer comes.
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<EpicsPage> => {
      if (epicIid !== undefined) {
        const data = await client.request(
          epicChildEpicsQuery,
          { ...variables, fullPath: page.fullPath, iid: epicIid, endCursor: pageParam },
          signal,
        );
        const children = data.group?.epic?.children;
        return {
          epics: unmaskEpics(children?.nodes),
          hasNextPage: children?.pageInfo.hasNextPage ?? false,
          endCursor: children?.pageInfo.endCursor ?? null,
        };
      }
      const iid = page.filterArguments.iid;
      const data = await client.request(
        roadmapEpicsQuery,
        { ...variables, ...(iid ? { iid } : {}), endCursor: pageParam },
        signal,
      );
      const epics = data.group?.epics;
      return {
        epics: unmaskEpics(epics?.nodes),
        hasNextPage: epics?.pageInfo.hasNextPage ?? false,
        endCursor: epics?.pageInfo.endCursor ?? null,
      };
    },
    getNextPageParam: (last) => (last.hasNextPage && last.endCursor ? last.endCursor : undefined),
  });

  const pages = query.data?.pages;
  const epics = useMemo(() => validEpics((pages ?? []).flatMap((p) => p.epics)), [pages]);
  const rawCount = useMemo(() => (pages ?? []).reduce((n, p) => n + p.epics.length, 0), [pages]);
  const { fetchNextPage: fetchNext } = query;
  const failed = query.isError;

  return {
    epics,
    rawCount,
    isLoading: query.isPending && enabled,
    isFetchingNextPage: query.isFetchingNextPage,
    isRefreshing: query.isPlaceholderData && query.isFetching,
    hasNextPage: query.hasNextPage && !failed,
    isError: failed,
    fetchNextPage: () => {
      if (!failed) void fetchNext({ cancelRefetch: false });
    },
  };
}
