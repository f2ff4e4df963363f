import { graphql } from '#web/lib/graphql/index.ts';

/** What the confidentiality widget shows of an issue: the issue page's query spreads it. */
export const SidebarConfidentialityFragment = graphql(`
  fragment SidebarConfidentiality on Issue {
    confidential
  }
`);
