import { graphql } from '#web/lib/graphql/index.ts';

export const epicSetParentMutation = graphql(`
  mutation SidebarEpicSetParent($groupPath: ID!, $iid: ID!, $parentId: ID) {
    updateEpic(input: { groupPath: $groupPath, iid: $iid, parentId: $parentId }) {
      errors
      epic {
        id
      }
    }
  }
`);
