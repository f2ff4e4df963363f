import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the confidentiality widget shows of an epic: the epic page's query spreads it. An epic's
 * `confidential` is nullable (it may fail alone), an issue's is not, so the two cannot share one
 * fragment on a common type.
 */
export const SidebarEpicConfidentialityFragment = graphql(`
  fragment SidebarEpicConfidentiality on Epic {
    confidential
  }
`);
