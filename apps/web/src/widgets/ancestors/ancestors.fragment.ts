import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the ancestors widget shows of an epic: the ancestors the viewer may read, and whether the
 * epic has a parent at all (to say where an unreadable one cuts the chain). The epic page spreads it.
 */
export const SidebarAncestorsFragment = graphql(`
  fragment SidebarAncestors on Epic {
    hasParent
    ancestors {
      nodes {
        id
        title
        webPath
        hasParent
      }
    }
  }
`);
