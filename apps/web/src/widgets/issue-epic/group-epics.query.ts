import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarIssueEpicFragment } from './issue-epic.fragment.ts';

/** Open epics of the group and its ancestors, searched by title. */
export const groupEpicsQuery = graphql(
  `
    query SidebarIssueEpicOptions($fullPath: ID!, $search: String) {
      group(fullPath: $fullPath) {
        id
        epics(search: $search, state: opened, includeAncestorGroups: true, first: 50) {
          nodes {
            ...SidebarIssueEpic
          }
        }
      }
    }
  `,
  [SidebarIssueEpicFragment],
);
