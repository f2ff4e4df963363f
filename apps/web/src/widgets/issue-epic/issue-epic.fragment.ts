import { graphql } from '#web/lib/graphql/index.ts';

/** What the epic widget shows of an issue's epic: the issue page and the picker both ask it. */
export const SidebarIssueEpicFragment = graphql(`
  fragment SidebarIssueEpic on Epic {
    id
    title
    webPath
  }
`);
