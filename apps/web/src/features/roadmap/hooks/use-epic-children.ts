// Child epics of the expanded rows: one cached query per expanded epic.
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { epicChildEpicsQuery } from '../graphql/epic-child-epics.query.ts';
import type { RoadmapEpic } from '../graphql/types.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings, useRoadmapUi } from '../state/roadmap-store.tsx';
import { validEpics } from '../utils/epic-rows.ts';
import { epicFilterVariables } from './epic-query-variables.ts';
import { unmaskEpics } from './use-roadmap-epics.ts';

/** Most child epics loaded under one expanded epic (docs/decisions/0006-roadmap-page.md). */
export const CHILD_EPICS_PAGE_SIZE = 100;

export interface EpicChildrenResult {
  readonly childrenOf: (epicId: string) => readonly RoadmapEpic[] | undefined;
  readonly isLoadingChildren: (epicId: string) => boolean;
  readonly isError: boolean;
}

export function useEpicChildren(): EpicChildrenResult {
  const client = useGraphqlClient();
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const { ui, dispatch } = useRoadmapUi();
  const { epicsState, sortedBy, timeframe, presetType } = settings;

  const base = useMemo(
    () =>
      epicFilterVariables({
        epicsState,
        sortedBy,
        timeframe,
        presetType,
        filters: page.filterArguments,
      }),
    [epicsState, sortedBy, timeframe, presetType, page.filterArguments],
  );

  const expanded = [...ui.expanded].map(([id, epic]) => ({ id, ...epic }));

  const results = useQueries({
    queries: expanded.map((epic) => {
      const variables = {
        ...base,
        fullPath: epic.fullPath,
        iid: epic.iid,
        first: CHILD_EPICS_PAGE_SIZE,
      };
      return {
        queryKey: ['roadmapEpicChildEpics', variables],
        retry: false,
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const data = await client.request(epicChildEpicsQuery, variables, signal);
          return validEpics(unmaskEpics(data.group?.epic?.children?.nodes));
        },
      };
    }),
  });

  const byEpic = new Map<string, (typeof results)[number]>();
  expanded.forEach((epic, index) => {
    const result = results[index];
    if (result) byEpic.set(epic.id, result);
  });

  // Filters hide every child: the toggle is ignored and an info icon shows instead.
  const emptyUnderFilters = page.hasFilters
    ? expanded.filter((epic) => byEpic.get(epic.id)?.data?.length === 0).map((epic) => epic.id)
    : [];
  const emptyKey = emptyUnderFilters.join(',');
  useEffect(() => {
    if (emptyKey === '') return;
    for (const epicId of emptyKey.split(',')) dispatch({ type: 'noMatchingChildren', epicId });
  }, [emptyKey, dispatch]);

  return {
    childrenOf: (epicId) => byEpic.get(epicId)?.data,
    isLoadingChildren: (epicId) => byEpic.get(epicId)?.isPending ?? false,
    isError: results.some((result) => result.isError),
  };
}
