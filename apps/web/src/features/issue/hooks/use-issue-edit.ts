import { useCallback } from 'react';
import type {
  EditValues,
  SaveAnswer,
  VersionedValues,
} from '#web/components/item-edit-form/index.ts';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { issueEditSourceQuery } from '../graphql/issue-edit-source.query.ts';
import { updateIssueMutation } from '../graphql/update-issue.mutation.ts';
import { useIssueCache } from './use-issue-cache.ts';

/** The server's refusal of a stale lockVersion (the work-item pipeline's message). */
const isStale = (error: string) => error.startsWith('Attempted to update a stale object');

/** The edit form's save (title and description with lockVersion) and fetch of the saved version. */
export function useIssueEdit(fullPath: string, iid: string) {
  const client = useGraphqlClient();
  const { patch, refetch } = useIssueCache(fullPath, iid);

  const save = useCallback(
    async (values: EditValues, lockVersion: number): Promise<SaveAnswer> => {
      const answer = await client.request(updateIssueMutation, {
        input: { projectPath: fullPath, iid, ...values, lockVersion },
      });
      const result = answer.updateIssue;
      const errors = result?.errors ?? [];
      if (errors.some(isStale)) return { status: 'stale' };
      if (!result?.issue || errors.length) return { status: 'failed', errors };
      patch(result.issue);
      void refetch();
      return { status: 'saved' };
    },
    [client, fullPath, iid, patch, refetch],
  );

  const fetchLatest = useCallback(async (): Promise<VersionedValues> => {
    const answer = await client.request(issueEditSourceQuery, { fullPath, iid });
    const issue = answer.project?.issue;
    if (!issue) throw new Error('The issue is gone');
    return {
      title: issue.title,
      description: issue.description ?? '',
      lockVersion: issue.lockVersion,
    };
  }, [client, fullPath, iid]);

  return { save, fetchLatest };
}
