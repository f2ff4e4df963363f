import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphqlQueryKey, type ResultOf } from '#web/lib/graphql/index.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';

type Details = ResultOf<typeof issueDetailsQuery>;
export type IssueDetailsProject = NonNullable<Details['project']>;
export type IssueDetails = NonNullable<IssueDetailsProject['issue']>;

/**
 * Patches the issue page's cached issue: actions show their result at once and put the previous
 * value back when the server refuses; `refetch` reloads it after a write.
 */
export function useIssueCache(fullPath: string, iid: string) {
  const queryClient = useQueryClient();
  const patch = useCallback(
    (changes: Partial<IssueDetails>) => {
      queryClient.setQueryData<Details>(
        graphqlQueryKey(issueDetailsQuery, { fullPath, iid }),
        (data) => {
          const issue = data?.project?.issue;
          if (!data?.project || !issue) return data;
          return { ...data, project: { ...data.project, issue: { ...issue, ...changes } } };
        },
      );
    },
    [queryClient, fullPath, iid],
  );
  const refetch = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: graphqlQueryKey(issueDetailsQuery, { fullPath, iid }),
      }),
    [queryClient, fullPath, iid],
  );
  return { patch, refetch };
}
