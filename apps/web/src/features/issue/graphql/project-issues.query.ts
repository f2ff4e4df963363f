import { graphql } from '#web/lib/graphql/index.ts';

/** A project's issues for /<project>/-/issues. */
export const projectIssuesQuery = graphql(`
  query ProjectIssues($fullPath: ID!, $state: IssuableState, $first: Int!) {
    project(fullPath: $fullPath) {
      id
      name
      nameWithNamespace
      fullPath
      userPermissions {
        createIssue
      }
      issues(state: $state, first: $first) {
        pageInfo {
          hasNextPage
        }
        nodes {
          id
          iid
          title
          state
          confidential
          hidden
          hiddenAsSpam
          createdAt
          dueDate
          weight
          webPath
          reference
          author {
            id
            name
            username
          }
          milestone {
            id
            title
          }
          labels {
            nodes {
              id
              title
              color
              textColor
              description
            }
          }
        }
      }
    }
  }
`);
