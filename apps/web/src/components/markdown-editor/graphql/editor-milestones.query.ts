import { graphql } from '#web/lib/graphql/index.ts';

/** `%` suggestions: active milestones of the project or group and their ancestors. */
export const editorMilestonesQuery = graphql(`
  query markdownEditorMilestones($fullPath: ID!, $search: String, $isProject: Boolean = false) {
    group(fullPath: $fullPath) @skip(if: $isProject) {
      id
      milestones(searchTitle: $search, includeAncestors: true, state: active, first: 10) {
        nodes {
          id
          title
        }
      }
    }
    project(fullPath: $fullPath) @include(if: $isProject) {
      id
      milestones(searchTitle: $search, includeAncestors: true, state: active, first: 10) {
        nodes {
          id
          title
        }
      }
    }
  }
`);
