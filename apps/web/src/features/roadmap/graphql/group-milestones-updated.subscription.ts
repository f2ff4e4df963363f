import { graphql } from '#web/lib/graphql/index.ts';

/** A milestone the roadmap shows was created, changed or deleted: the milestones read again. */
export const groupMilestonesUpdatedSubscription = graphql(`
  subscription roadmapGroupMilestonesUpdated($groupPath: ID!) {
    groupMilestonesUpdated(groupPath: $groupPath) {
      milestoneId
    }
  }
`);
