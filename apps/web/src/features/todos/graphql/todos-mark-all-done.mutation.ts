import { graphql } from '#web/lib/graphql/index.ts';

export const todosMarkAllDoneMutation = graphql(`
  mutation TodosMarkAllDone {
    todosMarkAllDone(input: {}) {
      errors
      count
    }
  }
`);
