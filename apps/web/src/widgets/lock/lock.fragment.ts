import { graphql } from '#web/lib/graphql/index.ts';

/** What the lock widget shows of an issue: the issue page's query spreads it. */
export const SidebarLockFragment = graphql(`
  fragment SidebarLock on Issue {
    discussionLocked
  }
`);
