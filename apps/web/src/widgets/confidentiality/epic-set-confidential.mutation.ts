import { graphql } from '#web/lib/graphql/index.ts';

export const epicSetConfidentialMutation = graphql(`
  mutation SidebarEpicSetConfidential($groupPath: ID!, $iid: ID!, $confidential: Boolean!) {
    updateEpic(input: { groupPath: $groupPath, iid: $iid, confidential: $confidential }) {
      errors
      epic {
        id
        confidential
      }
    }
  }
`);
