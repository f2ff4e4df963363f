import { graphql } from '#web/lib/graphql/index.ts';
import {
  SidebarAssigneeFragment,
  SidebarConfidentialityFragment,
  SidebarDueDateFragment,
  SidebarHealthFragment,
  SidebarIssueEpicFragment,
  SidebarIterationFragment,
  SidebarLabelFragment,
  SidebarLockFragment,
  SidebarMilestoneFragment,
  SidebarNotificationsFragment,
  SidebarTodoFragment,
  SidebarWeightFragment,
} from '#web/widgets/fragments.ts';

/**
 * The issue page, with the viewer's rights (the sidebar widgets' fragments among its fields).
 * `confidential` and `discussionLocked` are also the page's own: the header shows them and its
 * menu toggles them (use-issue-actions.ts patches them in this query's cache).
 */
export const issueDetailsQuery = graphql(
  `
    query IssueDetails($fullPath: ID!, $iid: String!) {
      project(fullPath: $fullPath) {
        id
        name
        fullPath
        webPath
        group {
          id
          fullPath
          emailsDisabled
        }
        issue(iid: $iid) {
          id
          iid
          title
          description
          lockVersion
          state
          confidential
          discussionLocked
          ...SidebarConfidentiality
          ...SidebarLock
          hidden
          hiddenAsSpam
          blocked
          blockedByCount
          createdAt
          updatedAt
          closedAt
          ...SidebarDueDate
          ...SidebarWeight
          ...SidebarHealth
          descriptionHtml
          webPath
          webUrl
          reference
          type
          createNoteEmail
          lastEditedAt
          lastEditedBy {
            id
            name
            username
            avatarUrl
            webPath
          }
          promotedToEpic {
            id
            webPath
          }
          duplicatedTo {
            id
            webPath
          }
          movedTo {
            id
            webPath
          }
          userPermissions {
            canUpdateIssue
            canReopenIssue
            canCreateIssue
            canDestroyIssue
            canAdminIssue
            canPromoteToEpic
            canReportSpam
            canMarkAsNotSpam
            canReportAbuse
          }
          author {
            id
            name
            username
            avatarUrl
            webPath
          }
          assignees {
            nodes {
              ...SidebarAssignee
            }
          }
          labels {
            nodes {
              ...SidebarLabel
            }
          }
          milestone {
            ...SidebarMilestone
          }
          milestoneHidden
          iteration {
            ...SidebarIteration
          }
          iterationHidden
          epic {
            ...SidebarIssueEpic
          }
          ...SidebarNotifications
          ...SidebarTodo
        }
      }
    }
  `,
  [
    SidebarMilestoneFragment,
    SidebarIterationFragment,
    SidebarWeightFragment,
    SidebarHealthFragment,
    SidebarDueDateFragment,
    SidebarLabelFragment,
    SidebarAssigneeFragment,
    SidebarConfidentialityFragment,
    SidebarLockFragment,
    SidebarIssueEpicFragment,
    SidebarNotificationsFragment,
    SidebarTodoFragment,
  ],
);
