import { graphql } from '#web/lib/graphql/index.ts';

export const escalationPolicyDestroyMutation = graphql(`
  mutation EscalationPolicyDestroy($id: ID!) {
    escalationPolicyDestroy(input: { id: $id }) {
      errors
    }
  }
`);
