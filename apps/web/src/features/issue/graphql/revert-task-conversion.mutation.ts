import { graphql } from '#web/lib/graphql/index.ts';

/** Undo of a conversion: the task deleted and the description restored (one write). */
export const revertTaskConversionMutation = graphql(`
  mutation RevertTaskConversion($input: WorkItemRevertTaskConversionInput!) {
    workItemRevertTaskConversion(input: $input) {
      errors
    }
  }
`);
