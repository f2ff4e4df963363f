import { graphql } from '#web/lib/graphql/index.ts';

/** An issue's labels replaced by the given list (GitLab's updateIssue labelIds). */
export const issueSetLabelsMutation = graphql(`
  mutation SidebarIssueSetLabels($projectPath: ID!, $iid: String!, $labelIds: [ID!]) {
    updateIssue(input: { projectPath: $projectPath, iid: $iid, labelIds: $labelIds }) {
      errors
      issue {
        id
      }
    }
  }
`);

/** An epic's labels changed by what was added and removed. */
export const epicSetLabelsMutation = graphql(`
  mutation SidebarEpicSetLabels(
    $groupPath: ID!
    $iid: ID!
    $addLabelIds: [ID!]
    $removeLabelIds: [ID!]
  ) {
    updateEpic(
      input: {
        groupPath: $groupPath
        iid: $iid
        addLabelIds: $addLabelIds
        removeLabelIds: $removeLabelIds
      }
    ) {
      errors
      epic {
        id
      }
    }
  }
`);

export const labelCreateMutation = graphql(`
  mutation SidebarLabelCreate($input: LabelCreateInput!) {
    labelCreate(input: $input) {
      errors
      label {
        id
        title
        color
        textColor
        description
      }
    }
  }
`);
