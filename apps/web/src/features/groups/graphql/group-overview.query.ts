import { graphql } from '#web/lib/graphql/index.ts';

/** A group's page: its details, direct subgroups and projects. */
export const groupOverviewQuery = graphql(`
  query GroupOverview($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullName
      fullPath
      description
      visibility
      avatarUrl
      webPath
      canAdminIssueTemplates
      descendantGroups(includeParentDescendants: false, first: 100) {
        nodes {
          id
          name
          fullPath
          description
          visibility
          avatarUrl
          webPath
        }
      }
      projects(first: 100) {
        nodes {
          id
          name
          fullPath
          description
          visibility
          webPath
        }
      }
    }
  }
`);
