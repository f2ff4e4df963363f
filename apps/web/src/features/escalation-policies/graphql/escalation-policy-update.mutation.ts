import { graphql } from '#web/lib/graphql/index.ts';

export const escalationPolicyUpdateMutation = graphql(`
  mutation EscalationPolicyUpdate($input: EscalationPolicyUpdateInput!) {
    escalationPolicyUpdate(input: $input) {
      errors
      escalationPolicy {
        id
      }
    }
  }
`);
