import { graphql } from '#web/lib/graphql/index.ts';

/** The pending to-do count of the top bar's badge. */
export const todosCountQuery = graphql(`
  query TopBarTodosCount {
    currentUser {
      id
      todosCount
    }
  }
`);
