import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarIncidentFragment } from './incident.fragment.ts';

/** An incident's severity, paging status and policy, with the project's policies to choose from. */
export const incidentSidebarQuery = graphql(
  `
    query IncidentSidebar($fullPath: ID!, $iid: String!) {
      project(fullPath: $fullPath) {
        id
        incidentManagementEscalationPolicies {
          id
          name
        }
        issue(iid: $iid) {
          id
          ...SidebarIncident
        }
      }
    }
  `,
  [SidebarIncidentFragment],
);
