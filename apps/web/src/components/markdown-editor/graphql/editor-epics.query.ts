import { graphql } from '#web/lib/graphql/index.ts';

/** `&` suggestions: epics of the group and its ancestors; digits match iids by prefix. */
export const editorEpicsQuery = graphql(`
  query markdownEditorEpics($fullPath: ID!, $search: String, $iidStartsWith: String) {
    group(fullPath: $fullPath) {
      id
      epics(
        search: $search
        iidStartsWith: $iidStartsWith
        in: [TITLE]
        state: all
        includeAncestorGroups: true
        includeDescendantGroups: false
        first: 10
      ) {
        nodes {
          id
          iid
          title
        }
      }
    }
  }
`);
