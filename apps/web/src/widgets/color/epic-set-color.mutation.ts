import { graphql } from '#web/lib/graphql/index.ts';

export const epicSetColorMutation = graphql(`
  mutation SidebarEpicSetColor($groupPath: ID!, $iid: ID!, $color: String!) {
    updateEpic(input: { groupPath: $groupPath, iid: $iid, color: $color }) {
      errors
      epic {
        id
        color
      }
    }
  }
`);
