import { graphql } from '#web/lib/graphql/index.ts';

export const promoteToEpicMutation = graphql(`
  mutation PromoteToEpic($input: PromoteToEpicInput!) {
    promoteToEpic(input: $input) {
      errors
      epic {
        id
        webPath
      }
    }
  }
`);
