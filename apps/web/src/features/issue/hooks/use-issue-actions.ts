import { notifications } from '@mantine/notifications';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { issueSetConfidentialMutation, issueSetLockedMutation } from '#web/widgets/index.ts';
import { issueReferenceQuery } from '../graphql/issue-reference.query.ts';
import { updateIssueMutation } from '../graphql/update-issue.mutation.ts';
import {
  confidentialityError,
  confidentialityToast,
  LOCK_ERROR,
  lockToast,
  REFERENCE_COPIED,
  REFERENCE_ERROR,
  STATE_ERROR,
} from '../utils/issue-messages.ts';
import { useIssueCache, type IssueDetails } from './use-issue-cache.ts';

const fail = (message: string) => notifications.show({ color: 'red', message });
const done = (message: string) => notifications.show({ message });

/**
 * The header's actions: each shows its result at once, then confirms it from the server's answer
 * or puts the previous state back and shows the failure text (issue-messages.ts).
 */
export function useIssueActions(fullPath: string, issue: IssueDetails) {
  const client = useGraphqlClient();
  const { patch, refetch } = useIssueCache(fullPath, issue.iid);
  const ids = { projectPath: fullPath, iid: issue.iid };

  const setState = async (event: 'CLOSE' | 'REOPEN') => {
    const previous = { state: issue.state, closedAt: issue.closedAt };
    patch({ state: event === 'CLOSE' ? 'closed' : 'opened' });
    try {
      const answer = await client.request(updateIssueMutation, {
        input: { ...ids, stateEvent: event },
      });
      const updated = answer.updateIssue;
      if (!updated?.issue || updated.errors.length) throw new Error(updated?.errors[0]);
      patch({ state: updated.issue.state, closedAt: updated.issue.closedAt });
      void refetch();
    } catch {
      patch(previous);
      fail(STATE_ERROR);
    }
  };

  const setLocked = async (locked: boolean) => {
    patch({ discussionLocked: locked });
    try {
      const answer = await client.request(issueSetLockedMutation, { input: { ...ids, locked } });
      const result = answer.issueSetLocked;
      if (!result?.issue || result.errors.length) throw new Error(result?.errors[0]);
      patch({ discussionLocked: result.issue.discussionLocked });
      done(lockToast(result.issue.discussionLocked));
    } catch {
      patch({ discussionLocked: !locked });
      fail(LOCK_ERROR);
    }
  };

  const setConfidential = async (confidential: boolean) => {
    patch({ confidential });
    let errors: string[] = [];
    try {
      const answer = await client.request(issueSetConfidentialMutation, {
        input: { ...ids, confidential },
      });
      const result = answer.issueSetConfidential;
      errors = result?.errors ?? [];
      if (!result?.issue || errors.length) throw new Error(errors[0]);
      patch({ confidential: result.issue.confidential });
      done(confidentialityToast(result.issue.confidential));
    } catch {
      patch({ confidential: !confidential });
      fail(confidentialityError('issue', errors));
    }
  };

  const copyReference = async () => {
    try {
      const answer = await client.request(issueReferenceQuery, { fullPath, iid: issue.iid });
      const reference = answer.project?.issue?.reference;
      if (!reference) throw new Error('no reference');
      await navigator.clipboard.writeText(reference);
      done(REFERENCE_COPIED);
    } catch {
      fail(REFERENCE_ERROR);
    }
  };

  return { setState, setLocked, setConfidential, copyReference };
}
