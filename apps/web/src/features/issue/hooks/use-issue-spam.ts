import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { readFragment, useGraphqlClient } from '#web/lib/graphql/index.ts';
import { issueMarkAsNotSpamMutation } from '../graphql/issue-mark-as-not-spam.mutation.ts';
import { issueMarkAsSpamMutation } from '../graphql/issue-mark-as-spam.mutation.ts';
import { IssueSpamStateFragment } from '../graphql/issue-spam-state.fragment.ts';
import { spamError, spamToast } from '../utils/issue-messages.ts';
import { useIssueCache, type IssueDetails } from './use-issue-cache.ts';

/**
 * Admins' 'Submit as spam' (after the confirmation) and 'Mark as not spam': the page then shows
 * the hidden state (or not) from the server's answer; a refusal shows its reason.
 */
export function useIssueSpam(fullPath: string, issue: IssueDetails) {
  const client = useGraphqlClient();
  const { patch } = useIssueCache(fullPath, issue.iid);
  const [busy, setBusy] = useState(false);

  const setSpam = async (spam: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      const input = { input: { projectPath: fullPath, iid: issue.iid } };
      const answer = spam
        ? (await client.request(issueMarkAsSpamMutation, input)).issueMarkAsSpam
        : (await client.request(issueMarkAsNotSpamMutation, input)).issueMarkAsNotSpam;
      if (!answer?.issue || answer.errors.length) {
        notifications.show({ color: 'red', message: spamError(spam, answer?.errors) });
        return;
      }
      const { hidden, hiddenAsSpam, userPermissions } = readFragment(
        IssueSpamStateFragment,
        answer.issue,
      );
      patch({
        hidden,
        hiddenAsSpam,
        userPermissions: { ...issue.userPermissions, ...userPermissions },
      });
      notifications.show({ message: spamToast(spam) });
    } catch {
      notifications.show({ color: 'red', message: spamError(spam) });
    } finally {
      setBusy(false);
    }
  };
  return { setSpam, busy };
}
