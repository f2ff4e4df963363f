import { graphql } from '#web/lib/graphql/index.ts';

/** What the weight widget shows of an issue: the issue page's query spreads it. */
export const SidebarWeightFragment = graphql(`
  fragment SidebarWeight on Issue {
    weight
  }
`);
