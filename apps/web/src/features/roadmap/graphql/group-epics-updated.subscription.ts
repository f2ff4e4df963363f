import { graphql } from '#web/lib/graphql/index.ts';

/** Any epic of the group or its subgroups changed, appeared or went: the roadmap reads again. */
export const groupEpicsUpdatedSubscription = graphql(`
  subscription roadmapGroupEpicsUpdated($groupPath: ID!) {
    groupEpicsUpdated(groupPath: $groupPath) {
      epicId
    }
  }
`);
