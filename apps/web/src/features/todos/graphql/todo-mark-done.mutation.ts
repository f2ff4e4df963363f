import { graphql } from '#web/lib/graphql/index.ts';

export const todoMarkDoneMutation = graphql(`
  mutation TodoMarkDone($id: ID!) {
    todoMarkDone(input: { id: $id }) {
      errors
      todo {
        id
        state
      }
    }
  }
`);
