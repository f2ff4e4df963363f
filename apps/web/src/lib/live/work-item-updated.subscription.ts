import { graphql } from '../graphql/index.ts';

/** Any change of one work item (GitLab's coarse workItemUpdated): the page reads itself again. */
export const workItemUpdatedSubscription = graphql(`
  subscription LiveWorkItemUpdated($workItemId: WorkItemID!) {
    workItemUpdated(workItemId: $workItemId) {
      id
    }
  }
`);
