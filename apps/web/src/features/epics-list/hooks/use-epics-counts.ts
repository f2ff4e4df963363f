import { keepPreviousData } from '@tanstack/react-query';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { epicsCountsQuery } from '../graphql/epics-counts.query.ts';
import type { FilterVariables } from '../utils/filter-arguments.ts';

export type EpicCounts = { opened: number; closed: number; all: number };

/** Open and closed counts under the same filters (All is their sum). */
export function useEpicsCounts(filters: FilterVariables, enabled: boolean): EpicCounts | null {
  const query = useGraphqlQuery(epicsCountsQuery, filters, {
    enabled,
    placeholderData: keepPreviousData,
  });
  const group = query.data?.group;
  if (!enabled) return { opened: 0, closed: 0, all: 0 };
  if (!group) return null;
  const opened = group.opened?.count ?? 0;
  const closed = group.closed?.count ?? 0;
  return { opened, closed, all: opened + closed };
}
