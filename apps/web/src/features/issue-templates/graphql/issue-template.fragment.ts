import { graphql } from '#web/lib/graphql/index.ts';

/** A template as the settings page lists it, for the project and the group queries. */
export const settingsTemplateFragment = graphql(`
  fragment SettingsTemplate on IssueTemplate {
    id
    name
    content
    inherited
    sourceName
  }
`);
