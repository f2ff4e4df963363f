import { graphql } from '#web/lib/graphql/index.ts';
import { settingsTemplateFragment } from './issue-template.fragment.ts';

/** A group's templates (own and inherited) and whether the viewer manages them. */
export const groupIssueTemplatesQuery = graphql(
  `
    query GroupIssueTemplates($fullPath: ID!) {
      group(fullPath: $fullPath) {
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
