import { graphql } from '#web/lib/graphql/index.ts';
import { IssueSpamStateFragment } from './issue-spam-state.fragment.ts';

/** Admins: 'Submit as spam' (hides the issue like a banned author's). */
export const issueMarkAsSpamMutation = graphql(
  `
    mutation IssueMarkAsSpam($input: IssueSpamInput!) {
      issueMarkAsSpam(input: $input) {
        errors
        issue {
          ...IssueSpamState
        }
      }
    }
  `,
  [IssueSpamStateFragment],
);
