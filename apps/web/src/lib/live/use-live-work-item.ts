import { useQueryClient } from '@tanstack/react-query';
import { graphql, useGraphqlSubscription } from '../graphql/index.ts';

const workItemUpdatedSubscription = graphql(`
  subscription LiveWorkItem($workItemId: WorkItemID!) {
    workItemUpdated(workItemId: $workItemId) {
      id
    }
  }
`);

/**
 * Keeps a detail page live: when the item changes on the server, the active queries refetch
 * (sidebar widgets read the page's queries, so they follow). Issue and Epic ids are accepted.
 */
export function useLiveWorkItem(workItemId: string) {
  const queryClient = useQueryClient();
  useGraphqlSubscription(workItemUpdatedSubscription, { workItemId }, () => {
    void queryClient.invalidateQueries({ type: 'active' });
  });
}
