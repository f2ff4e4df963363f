import { graphql } from '#web/lib/graphql/index.ts';

/** The templates the project offers (its own, then its groups'), for the template dropdown. */
export const issueTemplatesQuery = graphql(`
  query IssueTemplates($fullPath: ID!) {
    project(fullPath: $fullPath) {
      id
      name
      issueTemplates {
        id
        name
        inherited
        sourceName
      }
    }
  }
`);
