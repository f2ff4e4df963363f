import { graphql } from '#web/lib/graphql/graphql.ts';

/** Makes one epic block another (a dependency drawn by dragging from a bar's end handle). */
export const addEpicDependencyMutation = graphql(`
  mutation roadmapAddEpicDependency($input: WorkItemAddLinkedItemsInput!) {
    workItemAddLinkedItems(input: $input) {
      errors
    }
  }
`);
