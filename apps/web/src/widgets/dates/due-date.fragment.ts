import { graphql } from '#web/lib/graphql/index.ts';

/** What the due date widget shows of an issue: the issue page's query spreads it. */
export const SidebarDueDateFragment = graphql(`
  fragment SidebarDueDate on Issue {
    dueDate
  }
`);
