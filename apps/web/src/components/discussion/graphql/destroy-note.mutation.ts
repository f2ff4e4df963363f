import { graphql } from '#web/lib/graphql/index.ts';

export const destroyNoteMutation = graphql(`
  mutation DestroyNote($input: DestroyNoteInput!) {
    destroyNote(input: $input) {
      errors
    }
  }
`);
