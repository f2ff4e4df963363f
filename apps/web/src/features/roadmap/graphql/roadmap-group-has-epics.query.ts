import { graphql } from '#web/lib/graphql/graphql.ts';

/**
 * Whether the group has any epic at all (any state, any dates, descendant groups included):
 * asked only when the roadmap's current page is empty, to decide if the filter bar is view-only.
 */
export const roadmapGroupHasEpicsQuery = graphql(`
  query roadmapGroupHasEpics($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      epics(first: 1, state: all, includeDescendantGroups: true) {
        nodes {
          id
        }
      }
    }
  }
`);
