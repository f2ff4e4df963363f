import { graphql } from '#web/lib/graphql/index.ts';

/**
 * Epic token suggestions: the group's epics and
 * its ancestors', not its descendants'. A numeric search matches iids by prefix instead of titles.
 */
export const searchEpicsQuery = graphql(`
  query filteredSearchEpics($fullPath: ID!, $search: String, $iidStartsWith: String) {
    group(fullPath: $fullPath) {
      id
      epics(
        search: $search
        iidStartsWith: $iidStartsWith
        in: [TITLE]
        state: all
        sort: TITLE_ASC
        includeAncestorGroups: true
        includeDescendantGroups: false
        first: 20
      ) {
        nodes {
          id
          iid
          title
          group {
            id
            fullPath
          }
        }
      }
    }
  }
`);
