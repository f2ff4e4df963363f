import { graphql } from '#web/lib/graphql/index.ts';

/** What the to-do widget reads of an epic (the viewer's pending to-do): the epic page spreads it. */
export const SidebarEpicTodoFragment = graphql(`
  fragment SidebarEpicTodo on Epic {
    currentUserTodos(state: pending) {
      nodes {
        id
      }
    }
  }
`);
