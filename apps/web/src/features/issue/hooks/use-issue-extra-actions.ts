import { notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { promoteToEpicMutation } from '../graphql/promote-to-epic.mutation.ts';
import { EMAIL_COPIED, PROMOTE_ERROR, PROMOTE_SUCCESS } from '../utils/issue-messages.ts';
import type { IssueDetails } from './use-issue-cache.ts';

/** How long the promote success text shows before the redirect (GitLab shows it, then goes). */
export const PROMOTE_REDIRECT_DELAY_MS = 1500;

/**
 * Promote to epic (docs/decisions/issue-page.md: success text, then the epic page; failure text, issue unchanged) and
 * Copy email address ('Email address copied').
 */
export function useIssueExtraActions(fullPath: string, issue: IssueDetails) {
  const client = useGraphqlClient();
  const router = useRouter();
  const [promoting, setPromoting] = useState(false);

  const promote = async () => {
    if (promoting) return;
    setPromoting(true);
    try {
      const answer = await client.request(promoteToEpicMutation, {
        input: { projectPath: fullPath, iid: issue.iid },
      });
      const epic = answer.promoteToEpic?.epic;
      if (!epic || answer.promoteToEpic?.errors.length) throw new Error('not promoted');
      notifications.show({ message: PROMOTE_SUCCESS });
      setTimeout(() => void router.navigate({ href: epic.webPath }), PROMOTE_REDIRECT_DELAY_MS);
    } catch {
      setPromoting(false);
      notifications.show({ color: 'red', message: PROMOTE_ERROR });
    }
  };

  const copyEmail = async () => {
    if (!issue.createNoteEmail) return;
    await navigator.clipboard.writeText(issue.createNoteEmail);
    notifications.show({ message: EMAIL_COPIED });
  };

  return { promote, copyEmail, promoting };
}
