import { graphql } from '../../../lib/graphql/index.ts';

/** The read-only epic page: header, dates, labels and the rendered description. */
export const epicDetailsQuery = graphql(`
  query EpicDetails($fullPath: ID!, $iid: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullPath
      webPath
      epic(iid: $iid) {
        id
        iid
        title
        state
        confidential
        createdAt
        closedAt
        startDate
        dueDate
        descriptionHtml
        webPath
        reference
        color
        author {
          id
          name
          username
          avatarUrl
          webPath
        }
        parent {
          id
          title
          webPath
          reference(full: true)
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
`);
