import { graphql } from '../../../lib/graphql/index.ts';

export const escalationPolicyDestroyMutation = graphql(`
  mutation EscalationPolicyDestroy($id: ID!) {
    escalationPolicyDestroy(input: { id: $id }) {
      errors
    }
  }
`);
