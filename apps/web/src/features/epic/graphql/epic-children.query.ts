import { graphql } from '../../../lib/graphql/index.ts';

/** The epic's child epics and issues, loaded apart from the page so either can fail alone. */
export const epicChildrenQuery = graphql(`
  query EpicChildren($fullPath: ID!, $iid: ID!) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        children(first: 100) {
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
            reference(full: true)
          }
        }
        issues(first: 100) {
          pageInfo {
            hasNextPage
          }
          nodes {
            id
            iid
            title
            state
            confidential
            dueDate
            weight
            webPath
            reference(full: true)
          }
        }
      }
    }
  }
`);
