import { referenceNamespacePath } from '#web/lib/epic-reference.ts';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { issueSetEpicMutation, setEpicParentMutation } from './graphql/tree-mutations.ts';
import type { TreeNode } from './tree-model.ts';
import { removeFailed } from './tree-messages.ts';

/**
 * Unlinks a child from its parent: a child epic loses its parent, a child issue its epic.
 * Answers null, or the removal failure message (the not-found one when the server cannot find it).
 */
export async function removeChild(client: GraphqlClient, node: TreeNode): Promise<string | null> {
  try {
    const errors =
      node.kind === 'epic'
        ? (
            await client.request(setEpicParentMutation, {
              groupPath: referenceNamespacePath(node.item.reference),
              iid: node.item.iid,
              parentId: null,
            })
          ).updateEpic?.errors
        : (
            await client.request(issueSetEpicMutation, {
              projectPath: referenceNamespacePath(node.item.reference),
              iid: node.item.iid,
              epicId: null,
            })
          ).issueSetEpic?.errors;
    if (errors === undefined) return removeFailed(node.kind, true);
    return errors.length ? removeFailed(node.kind, false) : null;
  } catch (e) {
    return removeFailed(node.kind, e instanceof Error && /not found/i.test(e.message));
  }
}
