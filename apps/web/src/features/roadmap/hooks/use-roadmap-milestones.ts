// Milestones in the timeframe; skipped while milestones are hidden.
import { timeframeToApiRange } from '@cairn/timeline';
import { useMemo } from 'react';
import { useGraphqlQuery } from '../../../lib/graphql/index.ts';
import { roadmapMilestonesQuery } from '../graphql/roadmap-milestones.query.ts';
import type { RoadmapMilestone } from '../graphql/types.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';

export function useRoadmapMilestones(enabled: boolean) {
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const query = useGraphqlQuery(
    roadmapMilestonesQuery,
    {
      fullPath: page.fullPath,
      state: 'active',
      timeframe: timeframeToApiRange(settings.timeframe, settings.presetType),
      includeDescendants: true,
      includeAncestors: true,
    },
    { enabled: enabled && settings.isShowingMilestones, retry: false },
  );
  const nodes = query.data?.group?.milestones?.nodes;
  const milestones = useMemo<RoadmapMilestone[]>(
    () => (nodes ?? []).flatMap((node) => (node ? [node] : [])),
    [nodes],
  );
  return { milestones, isError: query.isError };
}
