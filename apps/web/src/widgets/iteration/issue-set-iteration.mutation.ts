import { graphql } from '#web/lib/graphql/index.ts';

/** The issue's iteration (GitLab's issueSetIteration; null removes it). */
export const issueSetIterationMutation = graphql(`
  mutation SidebarIssueSetIteration($projectPath: ID!, $iid: String!, $iterationId: ID) {
    issueSetIteration(input: { projectPath: $projectPath, iid: $iid, iterationId: $iterationId }) {
      errors
      issue {
        id
      }
    }
  }
`);
