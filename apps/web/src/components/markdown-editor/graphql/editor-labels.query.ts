import { graphql } from '#web/lib/graphql/index.ts';

/** `~` suggestions: labels of the project or group and their ancestors. */
export const editorLabelsQuery = graphql(`
  query markdownEditorLabels($fullPath: ID!, $search: String, $isProject: Boolean = false) {
    group(fullPath: $fullPath) @skip(if: $isProject) {
      id
      labels(searchTerm: $search, includeAncestorGroups: true, first: 10) {
        nodes {
          id
          title
          color
        }
      }
    }
    project(fullPath: $fullPath) @include(if: $isProject) {
      id
      labels(searchTerm: $search, includeAncestorGroups: true, first: 10) {
        nodes {
          id
          title
          color
        }
      }
    }
  }
`);
