import { graphql } from '#web/lib/graphql/index.ts';

/** What the epic health widget shows of an epic: the epic page's query spreads it. */
export const SidebarEpicHealthFragment = graphql(`
  fragment SidebarEpicHealth on Epic {
    healthStatus {
      issuesOnTrack
      issuesNeedingAttention
      issuesAtRisk
    }
  }
`);
