// Milestones in the timeframe, kept current while others change them; skipped while hidden.
import type { Query } from '@tanstack/react-query';
import { timeframeToApiRange } from '@cairn/timeline';
import { useMemo } from 'react';
import { useGraphqlQuery, useGraphqlSubscription } from '#web/lib/graphql/index.ts';
import { groupMilestonesUpdatedSubscription } from '../graphql/group-milestones-updated.subscription.ts';
import { roadmapMilestonesQuery } from '../graphql/roadmap-milestones.query.ts';
import type { RoadmapMilestone } from '../graphql/types.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { useCoalescedRefresh } from './use-live-roadmap.ts';

const isMilestonesQuery = (query: Query) => query.queryKey[0] === 'roadmapMilestones';

export function useRoadmapMilestones(enabled: boolean) {
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const live = enabled && settings.isShowingMilestones;
  const refresh = useCoalescedRefresh(isMilestonesQuery);
  // A milestone created, renamed, re-dated, closed or deleted elsewhere; and any change missed
  // while the stream was down.
  useGraphqlSubscription(
    groupMilestonesUpdatedSubscription,
    { groupPath: page.fullPath },
    refresh,
    { enabled: live, onReconnect: refresh },
  );
  const query = useGraphqlQuery(
    roadmapMilestonesQuery,
    {
      fullPath: page.fullPath,
      state: 'active',
      timeframe: timeframeToApiRange(settings.timeframe, settings.presetType),
      includeDescendants: true,
      includeAncestors: true,
    },
    { enabled: live, retry: false },
  );
  const nodes = query.data?.group?.milestones?.nodes;
  const milestones = useMemo<RoadmapMilestone[]>(
    () => (nodes ?? []).flatMap((node) => (node ? [node] : [])),
    [nodes],
  );
  return { milestones, isError: query.isError };
}
