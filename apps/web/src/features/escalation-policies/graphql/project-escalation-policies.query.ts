import { graphql } from '#web/lib/graphql/index.ts';

/** A project's escalation policies and whether the viewer manages them (maintainers). */
export const projectEscalationPoliciesQuery = graphql(`
  query ProjectEscalationPolicies($fullPath: ID!) {
    project(fullPath: $fullPath) {
      id
      name
      fullPath
      userPermissions {
        adminProject
      }
      incidentManagementEscalationPolicies {
        id
        name
        description
        rules {
          id
          status
          elapsedTimeSeconds
          user {
            id
            username
          }
        }
      }
    }
  }
`);
