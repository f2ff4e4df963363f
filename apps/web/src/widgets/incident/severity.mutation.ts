import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetSeverityMutation = graphql(`
  mutation IssueSetSeverity($projectPath: ID!, $iid: String!, $severity: IssuableSeverity!) {
    issueSetSeverity(input: { projectPath: $projectPath, iid: $iid, severity: $severity }) {
      errors
    }
  }
`);
