import { graphql } from '#web/lib/graphql/index.ts';

/** What 'Submit as spam' and 'Mark as not spam' change on the issue page. */
export const IssueSpamStateFragment = graphql(`
  fragment IssueSpamState on Issue {
    id
    hidden
    hiddenAsSpam
    userPermissions {
      canReportSpam
      canMarkAsNotSpam
    }
  }
`);
