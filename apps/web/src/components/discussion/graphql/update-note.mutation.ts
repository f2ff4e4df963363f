import { graphql } from '#web/lib/graphql/index.ts';

export const updateNoteMutation = graphql(`
  mutation UpdateNote($input: UpdateNoteInput!) {
    updateNote(input: $input) {
      errors
      note {
        id
        body
      }
    }
  }
`);
