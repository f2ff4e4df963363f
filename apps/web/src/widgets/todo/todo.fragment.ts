import { graphql } from '#web/lib/graphql/index.ts';

/** What the to-do widget reads of an issue (the viewer's pending to-do): the issue page spreads it. */
export const SidebarTodoFragment = graphql(`
  fragment SidebarTodo on Issue {
    currentUserTodos(state: pending) {
      nodes {
        id
      }
    }
  }
`);
