import { graphql } from '#web/lib/graphql/index.ts';

/** GitLab's "Add time entry": a duration (`1h 30m`), the day it was spent on, a summary. */
export const timelogCreateMutation = graphql(`
  mutation SidebarTimelogCreate($input: TimelogCreateInput!) {
    timelogCreate(input: $input) {
      errors
      timelog {
        id
      }
    }
  }
`);

export const timelogDeleteMutation = graphql(`
  mutation SidebarTimelogDelete($id: TimelogID!) {
    timelogDelete(input: { id: $id }) {
      errors
      timelog {
        id
      }
    }
  }
`);

/** GitLab's `updateIssue(timeEstimate:)`: a duration (`3h 30m`); null removes the estimate. */
export const setEstimateMutation = graphql(`
  mutation SidebarSetEstimate($projectPath: ID!, $iid: String!, $timeEstimate: String) {
    updateIssue(input: { projectPath: $projectPath, iid: $iid, timeEstimate: $timeEstimate }) {
      errors
      issue {
        id
        timeEstimate
      }
    }
  }
`);
