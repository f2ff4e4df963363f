import { graphql } from '#web/lib/graphql/index.ts';
import { settingsTemplateFragment } from './issue-template.fragment.ts';

/** A project's templates (own and inherited) and whether the viewer manages them. */
export const projectIssueTemplatesQuery = graphql(
  `
    query ProjectIssueTemplates($fullPath: ID!) {
      project(fullPath: $fullPath) {
        id
        name
        fullPath
        canAdminIssueTemplates
        issueTemplates {
          ...SettingsTemplate
        }
      }
    }
  `,
  [settingsTemplateFragment],
);
