import { graphql } from '#web/lib/graphql/index.ts';

export const projectOverviewQuery = graphql(`
  query ProjectOverview($fullPath: ID!) {
    project(fullPath: $fullPath) {
      id
      name
      nameWithNamespace
      fullPath
      description
      visibility
      issuesEnabled
      webPath
      canAdminIssueTemplates
      userPermissions {
        createIssue
      }
      group {
        id
        name
        fullPath
        webPath
      }
    }
  }
`);
