import { graphql } from '../../../lib/graphql/index.ts';

/** Admins: 'Submit as spam' (hides the issue like a banned author's). */
export const issueMarkAsSpamMutation = graphql(`
  mutation IssueMarkAsSpam($input: IssueSpamInput!) {
    issueMarkAsSpam(input: $input) {
      errors
      issue {
        id
        hidden
        hiddenAsSpam
        userPermissions {
          canReportSpam
          canMarkAsNotSpam
        }
      }
    }
  }
`);
