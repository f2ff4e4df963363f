import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarLabelFragment } from './label.fragment.ts';

/** Labels an issue may get: the project's and its groups', searched by title. */
export const projectLabelsQuery = graphql(
  `
    query SidebarProjectLabels($fullPath: ID!, $search: String) {
      project(fullPath: $fullPath) {
        id
        labels(searchTerm: $search, includeAncestorGroups: true, first: 100) {
          nodes {
            ...SidebarLabel
          }
        }
      }
    }
  `,
  [SidebarLabelFragment],
);

/** Labels an epic may get: the group's and its ancestors', searched by title. */
export const groupLabelsQuery = graphql(
  `
    query SidebarGroupLabels($fullPath: ID!, $search: String) {
      group(fullPath: $fullPath) {
        id
        labels(searchTerm: $search, includeAncestorGroups: true, first: 100) {
          nodes {
            ...SidebarLabel
          }
        }
      }
    }
  `,
  [SidebarLabelFragment],
);
