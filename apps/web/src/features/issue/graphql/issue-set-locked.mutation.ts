import { graphql } from '../../../lib/graphql/index.ts';

export const issueSetLockedMutation = graphql(`
  mutation IssueSetLocked($input: IssueSetLockedInput!) {
    issueSetLocked(input: $input) {
      errors
      issue {
        id
        discussionLocked
        lockVersion
      }
    }
  }
`);
