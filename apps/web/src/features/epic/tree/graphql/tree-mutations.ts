import { graphql } from '#web/lib/graphql/index.ts';

// The child tree's writes, one operation per document (gql.tada types each document).

/** Move a child next to a sibling, maybe under a new parent (`epicTreeReorder`). */
export const epicTreeReorderMutation = graphql(`
  mutation EpicTreeReorder($input: EpicTreeReorderInput!) {
    epicTreeReorder(input: $input) {
      errors
    }
  }
`);

/** Add an existing issue to an epic by project path and iid. */
export const epicAddIssueMutation = graphql(`
  mutation EpicAddIssue($input: EpicAddIssueInput!) {
    epicAddIssue(input: $input) {
      errors
      epicIssue {
        id
      }
    }
  }
`);

/** Set (or with null, remove) an epic's parent: add an existing child epic, remove one. */
export const setEpicParentMutation = graphql(`
  mutation SetEpicParent($groupPath: ID!, $iid: ID!, $parentId: ID) {
    updateEpic(input: { groupPath: $groupPath, iid: $iid, parentId: $parentId }) {
      errors
      epic {
        id
      }
    }
  }
`);

/** Set (or with null, remove) an issue's epic: remove a child issue. */
export const issueSetEpicMutation = graphql(`
  mutation IssueSetEpic($projectPath: ID!, $iid: String!, $epicId: ID) {
    issueSetEpic(input: { projectPath: $projectPath, iid: $iid, epicId: $epicId }) {
      errors
    }
  }
`);

/** Create an issue in a project, as a child of the epic. */
export const createChildIssueMutation = graphql(`
  mutation CreateChildIssue(
    $projectPath: ID!
    $title: String!
    $epicId: ID!
    $confidential: Boolean
  ) {
    createIssue(
      input: {
        projectPath: $projectPath
        title: $title
        epicId: $epicId
        confidential: $confidential
      }
    ) {
      errors
      issue {
        id
      }
    }
  }
`);
