import { graphql } from '#web/lib/graphql/index.ts';

/** The pending to-do count, pushed whenever one of the viewer's to-dos changes. */
export const todosUpdatedSubscription = graphql(`
  subscription TopBarTodosUpdated {
    currentUserTodosUpdated {
      pendingTodosCount
    }
  }
`);
