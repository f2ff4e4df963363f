import { graphql } from '#web/lib/graphql/index.ts';

export const escalationPolicyCreateMutation = graphql(`
  mutation EscalationPolicyCreate($input: EscalationPolicyCreateInput!) {
    escalationPolicyCreate(input: $input) {
      errors
      escalationPolicy {
        id
      }
    }
  }
`);
