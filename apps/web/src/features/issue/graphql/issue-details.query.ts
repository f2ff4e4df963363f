import { graphql } from '../../../lib/graphql/index.ts';
import {
  SidebarAssigneeFragment,
  SidebarDueDateFragment,
  SidebarHealthFragment,
  SidebarIterationFragment,
  SidebarLabelFragment,
  SidebarMilestoneFragment,
  SidebarWeightFragment,
} from '../../../widgets/fragments.ts';

/** The issue page, with the viewer's rights (the sidebar widgets' fragments among its fields). */
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
            id
            title
            webPath
            reference(full: true)
          }
          subscribed
          currentUserTodos(state: pending) {
            nodes {
              id
            }
          }
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
  ],
);
