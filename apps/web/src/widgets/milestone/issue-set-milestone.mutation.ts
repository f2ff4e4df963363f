import { graphql } from '#web/lib/graphql/index.ts';

/** The issue's milestone (GitLab sets it through updateIssue's milestoneId; null removes it). */
export const issueSetMilestoneMutation = graphql(`
  mutation SidebarIssueSetMilestone($projectPath: ID!, $iid: String!, $milestoneId: ID) {
    updateIssue(input: { projectPath: $projectPath, iid: $iid, milestoneId: $milestoneId }) {
      errors
      issue {
        id
      }
    }
  }
`);
