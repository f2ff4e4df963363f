import { graphql } from '#web/lib/graphql/index.ts';

/** An issue's time tracking, read by the widget itself (its entries are not the page's). */
export const issueTimeTrackingQuery = graphql(`
  query IssueTimeTracking($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        timeEstimate
        totalTimeSpent
        humanTimeEstimate
        humanTotalTimeSpent
        userPermissions {
          adminIssue
        }
        timelogs {
          nodes {
            id
            timeSpent
            spentAt
            summary
            user {
              id
              username
              name
            }
          }
        }
      }
    }
  }
`);
