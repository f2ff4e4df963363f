import { graphql } from '#web/lib/graphql/index.ts';

/** What the assignees widget shows of a user: the issue page's query spreads it. */
export const SidebarAssigneeFragment = graphql(`
  fragment SidebarAssignee on UserCore {
    id
    name
    username
    avatarUrl
    webPath
  }
`);
