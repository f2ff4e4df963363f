import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetEscalationPolicyMutation = graphql(`
  mutation IssueSetEscalationPolicy($projectPath: ID!, $iid: String!, $escalationPolicyId: ID) {
    issueSetEscalationPolicy(
      input: { projectPath: $projectPath, iid: $iid, escalationPolicyId: $escalationPolicyId }
    ) {
      errors
    }
  }
`);
