import { graphql } from '#web/lib/graphql/index.ts';
import { TreeLinkedItemFragment } from './tree-linked-item.fragment.ts';

/**
 * The blocking or blocked-by items of one tree row (blocking-popover.tsx), read on the first hover or focus of
 * its blocking icons: an issue by id, an epic by group path and iid.
 */
export const treeItemLinksQuery = graphql(
  `
    query TreeItemLinks(
      $isIssue: Boolean!
      $issueId: ID!
      $fullPath: ID!
      $iid: ID!
      $filter: WorkItemRelatedLinkType!
    ) {
      issue(id: $issueId) @include(if: $isIssue) {
        id
        linkedWorkItems(filter: $filter, first: 100) {
          nodes {
            ...TreeLinkedItem
          }
        }
      }
      group(fullPath: $fullPath) @skip(if: $isIssue) {
        id
        epic(iid: $iid) {
          id
          linkedWorkItems(filter: $filter, first: 100) {
            nodes {
              ...TreeLinkedItem
            }
          }
        }
      }
    }
  `,
  [TreeLinkedItemFragment],
);
