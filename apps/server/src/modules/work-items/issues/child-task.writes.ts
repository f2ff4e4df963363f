import type { RequestContext } from '#server/lib/context.ts';
import { refused } from '#server/lib/errors.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { issuePermissionSet } from '../core/access.ts';
import { writeWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import { lockWorkItem, type WorkItemRow } from '../core/work-items.repository.ts';
import { setParentLink } from '../widgets/hierarchy/hierarchy.service.ts';
import { atomically } from './convert-task.writes.ts';
import type { CreateIssueInput } from './issues.schema.ts';
import { createIssue } from './issues.writes.ts';

/**
 * A new task under an issue or incident of the same project (`workItemCreate` with
 * `hierarchyWidget.parentId`), in one transaction: the task is created, then the parent records
 * the child, as a task conversion does. The viewer must be able to update the parent.
 */
export async function createChildTask(
  ctx: RequestContext,
  project: NamespaceRow,
  parent: WorkItemRow,
  input: CreateIssueInput,
): Promise<WorkItemRow> {
  if (parent.type === 'task') throw refused(422, 'A task cannot have child tasks');
  if (parent.namespaceId !== project.id) {
    throw refused(422, 'The parent must be in the same project');
  }
  // GitLab's parent-link rule, with its words.
  if (parent.confidential && !input.confidential) {
    throw refused(
      422,
      'Cannot assign a non-confidential work item to a confidential parent. Make the work item confidential and try again.',
    );
  }
  const perms = await issuePermissionSet(ctx, parent);
  requireAllowed(perms.readIssue, perms.canUpdateIssue);
  return atomically(ctx, async (c) => {
    const task = await createIssue(c, project, { ...input, type: 'task' });
    await writeWorkItem(
      c,
      parent,
      async ({ tx }) => {
        await setParentLink(tx, task.id, parent.id);
        return {
          outcome: { changes: [{ kind: 'child', action: 'added', childId: task.id }] },
          value: null,
        };
      },
      { others: new Map([[task.id, [{ kind: 'parent', from: null, to: parent.id }]]]) },
    );
    return (await lockWorkItem(c.db, task.id))!;
  });
}
