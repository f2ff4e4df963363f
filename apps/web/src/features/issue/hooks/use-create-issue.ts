import { notifications } from '@mantine/notifications';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { addRelatedIssueMutation } from '../graphql/add-related-issue.mutation.ts';
import { createIssueMutation } from '../graphql/create-issue.mutation.ts';
import { issueReferenceQuery } from '../graphql/issue-reference.query.ts';

export interface NewIssueValues {
  title: string;
  description: string;
  type: 'ISSUE' | 'INCIDENT';
  confidential: boolean;
}

export type CreateAnswer = { ok: true; webPath: string } | { ok: false; errors: string[] };

/** No failure text: the related link is a convenience, the issue exists either way. */
export const RELATED_LINK_FAILED = 'The issue was created, but it could not be linked as related.';

/** Creates the issue, then links it to `relatedIid` when it came from 'New related issue'. */
export function useCreateIssue(fullPath: string) {
  const client = useGraphqlClient();

  const linkRelated = async (newId: string, relatedIid: string) => {
    try {
      const related = await client.request(issueReferenceQuery, { fullPath, iid: relatedIid });
      const relatedId = related.project?.issue?.id;
      if (!relatedId) throw new Error('not found');
      const answer = await client.request(addRelatedIssueMutation, {
        input: { id: newId, workItemsIds: [relatedId], linkType: 'RELATED' },
      });
      if (answer.workItemAddLinkedItems?.errors.length) throw new Error('refused');
    } catch {
      notifications.show({ color: 'yellow', message: RELATED_LINK_FAILED });
    }
  };

  return async (values: NewIssueValues, relatedIid: string | null): Promise<CreateAnswer> => {
    try {
      const answer = await client.request(createIssueMutation, {
        input: { projectPath: fullPath, ...values },
      });
      const result = answer.createIssue;
      if (!result?.issue || result.errors.length)
        return { ok: false, errors: result?.errors ?? [] };
      if (relatedIid) await linkRelated(result.issue.id, relatedIid);
      return { ok: true, webPath: result.issue.webPath };
    } catch (error) {
      return { ok: false, errors: error instanceof Error ? [error.message] : [] };
    }
  };
}
