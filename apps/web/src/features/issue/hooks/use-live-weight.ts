import { useQueryClient } from '@tanstack/react-query';
import {
  graphqlQueryKey,
  useGraphqlSubscription,
  type ResultOf,
} from '../../../lib/graphql/index.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { issueWeightUpdatedSubscription } from '../graphql/issue-weight-updated.subscription.ts';

type IssueDetails = ResultOf<typeof issueDetailsQuery>;
type WeightEvent = ResultOf<typeof issueWeightUpdatedSubscription>['issuableWeightUpdated'];

/** The details query's data with the issue's weight from an event (unchanged if not that issue). */
export function withEventWeight(
  data: IssueDetails | undefined,
  event: WeightEvent,
): IssueDetails | undefined {
  const issue = data?.project?.issue;
  if (!data?.project || !issue || !event || !('weight' in event) || event.id !== issue.id) {
    return data;
  }
  return { ...data, project: { ...data.project, issue: { ...issue, weight: event.weight } } };
}

/**
 * Keeps the issue page's weight current: weight changes made elsewhere arrive over a
 * subscription and are written into the cached details of that issue (whatever path or iid
 * spelling the page was opened with).
 */
export function useLiveWeight(issueId: string) {
  const queryClient = useQueryClient();
  const details = { queryKey: [graphqlQueryKey(issueDetailsQuery, {})[0]] };
  useGraphqlSubscription(
    issueWeightUpdatedSubscription,
    { issuableId: issueId },
    (data) =>
      queryClient.setQueriesData<IssueDetails>(details, (old) =>
        withEventWeight(old, data.issuableWeightUpdated),
      ),
    // Changes made while the stream was down are read again.
    { onReconnect: () => void queryClient.invalidateQueries(details) },
  );
}
