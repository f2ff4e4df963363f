import { graphql } from '#web/lib/graphql/index.ts';

/** What the incident widgets show of an incident: their own query spreads it. */
export const SidebarIncidentFragment = graphql(`
  fragment SidebarIncident on Issue {
    severity
    escalationStatus
    escalationPolicy {
      id
      name
    }
  }
`);
