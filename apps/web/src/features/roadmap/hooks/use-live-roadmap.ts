import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGraphqlSubscription } from '../../../lib/graphql/index.ts';
import { groupEpicsUpdatedSubscription } from '../graphql/group-epics-updated.subscription.ts';

/** Events that arrive together (a date and a title saved at once) refetch once. */
const COALESCE_MS = 100;

/** The roadmap's queries an epic change can alter (page data and milestones cannot). */
const EPIC_QUERIES = new Set([
  'roadmapEpics',
  'roadmapEpicChildEpics',
  'roadmapGroupHasEpics',
  'roadmapEpicBlockingItems',
]);
export const isEpicQuery = (query: Query) => EPIC_QUERIES.has(String(query.queryKey[0]));

/**
 * Keeps an open roadmap current while others change its epics: subscribes to
 * `groupEpicsUpdated` for the group and refetches the epic queries in place. The rows stay on
 * screen until the answers come (the infinite query refetches its loaded pages), so the scroll
 * position and the expanded rows (held in the roadmap store) survive.
 */
export function useLiveRoadmap(groupPath: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        void queryClient.invalidateQueries({ predicate: isEpicQuery }, { cancelRefetch: false }),
      COALESCE_MS,
    );
  };

  // Changes made while the stream was down are read again.
  useGraphqlSubscription(groupEpicsUpdatedSubscription, { groupPath }, refresh, {
    enabled,
    onReconnect: refresh,
  });
}
