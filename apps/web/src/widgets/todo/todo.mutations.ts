import { graphql } from '#web/lib/graphql/index.ts';

export const todoCreateMutation = graphql(`
  mutation SidebarTodoCreate($targetId: ID!) {
    todoCreate(input: { targetId: $targetId }) {
      errors
      todo {
        id
      }
    }
  }
`);

export const todoMarkDoneMutation = graphql(`
  mutation SidebarTodoMarkDone($id: ID!) {
    todoMarkDone(input: { id: $id }) {
      errors
      todo {
        id
      }
    }
  }
`);
