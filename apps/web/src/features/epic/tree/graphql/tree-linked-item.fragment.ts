import { graphql } from '#web/lib/graphql/index.ts';

/** One linked item of the blocking popover (blocking-popover.tsx). */
export const TreeLinkedItemFragment = graphql(`
  fragment TreeLinkedItem on LinkedWorkItemType {
    linkId
    workItemState
    workItem {
      id
      title
      webPath
      reference(full: true)
      hidden
      hiddenAsSpam
      workItemType {
        name
      }
    }
  }
`);
