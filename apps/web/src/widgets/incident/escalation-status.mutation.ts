import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetEscalationStatusMutation = graphql(`
  mutation IssueSetEscalationStatus(
    $projectPath: ID!
    $iid: String!
    $status: IssueEscalationStatus!
  ) {
    issueSetEscalationStatus(input: { projectPath: $projectPath, iid: $iid, status: $status }) {
      errors
    }
  }
`);
