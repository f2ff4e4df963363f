import { graphql } from '#web/lib/graphql/index.ts';

/** Creates an epic (the new epic page, and a child epic of the tree with `parentId`). */
export const createEpicMutation = graphql(`
  mutation CreateEpic($input: CreateEpicInput!) {
    createEpic(input: $input) {
      errors
      epic {
        id
        iid
        webPath
      }
    }
  }
`);
