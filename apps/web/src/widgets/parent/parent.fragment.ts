import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the parent widget shows of an epic: its parent, and whether it has one (a parent the viewer
 * may not read is null with hasParent true). The epic page's query spreads it.
 */
export const SidebarParentFragment = graphql(`
  fragment SidebarParent on Epic {
    hasParent
    parent {
      id
      title
      webPath
    }
  }
`);
