import { graphql } from '#web/lib/graphql/index.ts';

/** The signed-in user's home: open issues assigned to them and their newest pending to-dos. */
export const dashboardHomeQuery = graphql(`
  query DashboardHome {
    currentUser {
      id
      name
      todosCount
      assignedIssues(first: 20) {
        id
        title
        webPath
        reference(full: true)
        updatedAt
      }
      todos(state: [pending], first: 5) {
        nodes {
          id
          action
          body
          targetUrl
          targetReference
          author {
            id
            name
          }
        }
      }
    }
  }
`);
