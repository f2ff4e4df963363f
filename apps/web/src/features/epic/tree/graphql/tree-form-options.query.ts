import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the create forms offer: the parent's group and its descendant groups (child epic), and
 * the projects of that group tree (child issue), searched by name.
 */
export const treeFormOptionsQuery = graphql(`
  query TreeFormOptions($fullPath: ID!, $search: String) {
    group(fullPath: $fullPath) {
      id
      fullPath
      fullName
      descendantGroups(first: 100, search: $search) {
        nodes {
          id
          fullPath
          fullName
        }
      }
      projects(first: 100, includeSubgroups: true, search: $search) {
        nodes {
          id
          fullPath
          nameWithNamespace
        }
      }
    }
  }
`);
