import { graphql } from '../../../lib/graphql/index.ts';

/** A group's epics (its subgroups' too), earliest start first. */
export const groupEpicsQuery = graphql(`
  query GroupEpics($fullPath: ID!, $state: EpicState, $first: Int!) {
    group(fullPath: $fullPath) {
      id
      fullPath
      epics(state: $state, sort: START_DATE_ASC, includeDescendantGroups: true, first: $first) {
        pageInfo {
          hasNextPage
        }
        nodes {
          id
          iid
          title
          state
          confidential
          startDate
          dueDate
          webPath
          reference
          group {
            id
            fullPath
          }
          author {
            id
            name
            username
          }
          labels {
            nodes {
              id
              title
              color
              textColor
              description
            }
          }
        }
      }
    }
  }
`);
