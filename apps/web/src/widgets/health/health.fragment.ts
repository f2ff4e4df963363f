import { graphql } from '#web/lib/graphql/index.ts';

/** What the health widget shows of an issue: the issue page's query spreads it. */
export const SidebarHealthFragment = graphql(`
  fragment SidebarHealth on Issue {
    healthStatus
  }
`);
