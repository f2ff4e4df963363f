import { graphql } from '#web/lib/graphql/index.ts';

/** The signed-in user's to-dos in one state, newest first, for /dashboard/todos. */
export const dashboardTodosQuery = graphql(`
  query DashboardTodos($state: [TodoStateEnum!]) {
    currentUser {
      id
      todosCount
      todos(state: $state, first: 100) {
        nodes {
          id
          action
          state
          createdAt
          body
          targetType
          targetUrl
          targetReference
          author {
            id
            name
            username
          }
        }
      }
    }
  }
`);
