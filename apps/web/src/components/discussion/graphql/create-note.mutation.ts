import { graphql } from '#web/lib/graphql/index.ts';

export const createNoteMutation = graphql(`
  mutation CreateNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      errors
      note {
        id
      }
    }
  }
`);
