import { graphql } from '#web/lib/graphql/index.ts';
import { IssueSpamStateFragment } from './issue-spam-state.fragment.ts';

/** Admins: 'Mark as not spam', the undo of 'Submit as spam'. */
export const issueMarkAsNotSpamMutation = graphql(
  `
    mutation IssueMarkAsNotSpam($input: IssueSpamInput!) {
      issueMarkAsNotSpam(input: $input) {
        errors
        issue {
          ...IssueSpamState
        }
      }
    }
  `,
  [IssueSpamStateFragment],
);
