import { graphql } from '../../../lib/graphql/index.ts';
import {
  SidebarEpicDatesFragment,
  SidebarEpicHealthFragment,
  SidebarLabelFragment,
} from '../../../widgets/fragments.ts';

/** The epic page: header, dates, labels, the rendered description and the viewer's rights. */
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
          imported
          createdAt
          closedAt
          startDate
          dueDate
          description
          ...SidebarEpicDates
          hasParent
          subscribed
          ...SidebarEpicHealth
          ancestors {
            nodes {
              id
              title
              webPath
              hasParent
            }
          }
          currentUserTodos(state: pending) {
            nodes {
              id
            }
          }
          descriptionHtml
          webPath
          reference
          fullReference: reference(full: true)
          color
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
          parent {
            id
            title
            webPath
            reference(full: true)
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
  [SidebarEpicHealthFragment, SidebarEpicDatesFragment, SidebarLabelFragment],
);
