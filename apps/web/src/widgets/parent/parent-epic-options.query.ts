import { graphql } from '#web/lib/graphql/index.ts';

/** Epics that may become the parent: open epics of the group and its ancestors, by title. */
export const parentEpicOptionsQuery = graphql(`
  query SidebarParentEpicOptions($fullPath: ID!, $search: String) {
    group(fullPath: $fullPath) {
      id
      epics(search: $search, state: opened, includeAncestorGroups: true, first: 50) {
        nodes {
          id
          iid
          title
          webPath
        }
      }
    }
  }
`);
