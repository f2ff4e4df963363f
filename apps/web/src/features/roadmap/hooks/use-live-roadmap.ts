import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGraphqlSubscription } from '#web/lib/graphql/index.ts';
import { refetchAfterNow } from '#web/lib/live/refetch-after-now.ts';
import { groupEpicsUpdatedSubscription } from '../graphql/group-epics-updated.subscription.ts';
import { UNSCHEDULED_QUERY } from './use-unscheduled-epics.ts';

/** Events that arrive together (a date and a title saved at once) refetch once. */
const COALESCE_MS = 100;

/** The roadmap's queries an epic change can alter (page data and milestones cannot). */
const EPIC_QUERIES = new Set([
  'roadmapEpics',
  'roadmapEpicChildEpics',
  'roadmapGroupHasEpics',
  'roadmapEpicBlockingItems',
  UNSCHEDULED_QUERY,
]);
export const isEpicQuery = (query: Query) => EPIC_QUERIES.has(String(query.queryKey[0]));

/**
 * A refresh of the queries `isQuery` picks, run once for a burst of events (an issue closed
 * tells its epic and every ancestor at once). The rows stay on screen until the answers come.
 */
export function useCoalescedRefresh(isQuery: (query: Query) => boolean) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetchAfterNow(queryClient, isQuery), COALESCE_MS);
  };
}

/**
 * Keeps an open roadmap current while others change its epics (dates, titles, state, progress,
 * new and deleted epics): subscribes to `groupEpicsUpdated` for the group and refetches the epic
 * queries in place. The infinite query refetches its loaded pages, so the scroll position and
 * the expanded rows (held in the roadmap store) survive.
 */
export function useLiveRoadmap(groupPath: string, enabled: boolean) {
  const refresh = useCoalescedRefresh(isEpicQuery);
  // Changes made while the stream was down are read again.
  useGraphqlSubscription(groupEpicsUpdatedSubscription, { groupPath }, refresh, {
    enabled,
    onReconnect: refresh,
  });
}
