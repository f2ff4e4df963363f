import { graphql } from '#web/lib/graphql/index.ts';

/** A task-list line becomes a child task whose reference replaces the line (one write). */
export const convertTaskMutation = graphql(`
  mutation ConvertTaskListItem($input: WorkItemCreateFromTaskInput!) {
    workItemCreateFromTask(input: $input) {
      errors
      workItem {
        id
        lockVersion
      }
      newWorkItem {
        id
        iid
        webPath
      }
    }
  }
`);
