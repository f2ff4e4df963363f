import { graphql } from '#web/lib/graphql/index.ts';
import {
  SidebarAncestorsFragment,
  SidebarColorFragment,
  SidebarEpicConfidentialityFragment,
  SidebarEpicDatesFragment,
  SidebarEpicHealthFragment,
  SidebarEpicTodoFragment,
  SidebarLabelFragment,
  SidebarNotificationsFragment,
  SidebarParentFragment,
} from '#web/widgets/fragments.ts';

/**
 * The epic page: header, dates, labels, the rendered description and the viewer's rights (the
 * sidebar widgets' fragments among its fields). `confidential` is also the page's own: the header
 * shows it and the child tree's forms follow it.
 */
export const epicDetailsQuery = graphql(
  `
    query EpicDetails($fullPath: ID!, $iid: ID!) {
      group(fullPath: $fullPath) {
        id
        name
        fullPath
        webPath
        allowSubEpics
        emailsDisabled
        epic(iid: $iid) {
          id
          iid
          title
          state
          confidential
          ...SidebarEpicConfidentiality
          imported
          createdAt
          closedAt
          startDate
          dueDate
          description
          ...SidebarEpicDates
          ...SidebarNotifications
          ...SidebarEpicHealth
          ...SidebarParent
          ...SidebarAncestors
          ...SidebarEpicTodo
          descriptionHtml
          webPath
          reference
          fullReference: reference(full: true)
          ...SidebarColor
          lockVersion
          userPermissions {
            canCreate
            canUpdate
            canDestroy
            canAdmin
            canAdminRelation
            canReadRelation
            canReportAbuse
          }
          author {
            id
            name
            username
            avatarUrl
            webPath
          }
          labels {
            nodes {
              ...SidebarLabel
            }
          }
        }
      }
    }
  `,
  [
    SidebarEpicHealthFragment,
    SidebarEpicDatesFragment,
    SidebarLabelFragment,
    SidebarEpicConfidentialityFragment,
    SidebarNotificationsFragment,
    SidebarParentFragment,
    SidebarAncestorsFragment,
    SidebarEpicTodoFragment,
    SidebarColorFragment,
  ],
);
