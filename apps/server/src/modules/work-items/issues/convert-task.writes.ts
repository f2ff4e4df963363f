import { refused } from '#server/lib/errors.ts';
import { createRequestContext, type RequestContext } from '#server/lib/context.ts';
import { checkLineSource, TaskListItemChangedError } from '#server/modules/markdown/index.ts';
import { storeTemplate } from '#server/modules/markdown/rendered-store.ts';
import { issuePermissionSet, namespaceOf } from '../core/access.ts';
import { deleteWorkItem, writeWorkItem } from '../core/pipeline.ts';
import { descriptionRenderOptions, referenceIn } from '../core/presenters.ts';
import { requireAllowed } from '../core/rights.ts';
import { lockWorkItem, type WorkItemRow } from '../core/work-items.repository.ts';
import { createIssue } from './issues.writes.ts';
import { setParentLink } from '../widgets/hierarchy/hierarchy.service.ts';
import { parentOf } from '../core/tree-links.ts';
import { taskFromLine } from '../widgets/task-list/task-from-line.ts';
import { TASK_ITEM_CHANGED } from '../widgets/task-list/task-list.widget.ts';

/**
 * Task conversion (convert-task.integration-test.ts): a task-list line becomes a child task of the issue (type task,
 * milestone, iteration and confidentiality copied) and the line now names the task — both in one
 * transaction, so a failure leaves neither. The revert deletes the task and puts the description
 * back, also in one transaction.
 */

const linesOf = (text: string) => text.split(/\r\n|\r|\n/);
const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

/** Runs `work` in one transaction with a request context reading and writing through it. */
export async function atomically<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>) {
  const value = await ctx.db.transaction((db) =>
    work(createRequestContext({ db, viewer: ctx.viewer, clock: ctx.clock, env: ctx.env })),
  );
  ctx.memo.clear();
  return value;
}

async function requireUpdatable(ctx: RequestContext, issue: WorkItemRow) {
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canUpdateIssue);
}

export async function convertTaskListItem(
  ctx: RequestContext,
  issue: WorkItemRow,
  at: { lineNumber: number; lineSource: string; lockVersion?: number | null },
): Promise<{ issue: WorkItemRow; task: WorkItemRow }> {
  if (issue.type === 'task') throw refused(422, 'A task cannot have child tasks');
  await requireUpdatable(ctx, issue);
  return atomically(ctx, async (c) => {
    const current = (await lockWorkItem(c.db, issue.id))!;
    const source = current.description ?? '';
    try {
      checkLineSource(source, at.lineNumber, at.lineSource);
    } catch (error) {
      if (error instanceof TaskListItemChangedError) throw refused(409, TASK_ITEM_CHANGED);
      throw error;
    }
    const parsed = taskFromLine(linesOf(source)[at.lineNumber - 1] ?? '');
    if (!parsed) throw refused(409, TASK_ITEM_CHANGED);
    const project = await namespaceOf(c, current);
    const task = await createIssue(c, project, {
      type: 'task',
      title: parsed.title,
      description: parsed.description,
      confidential: current.confidential,
      milestoneId: current.milestoneId,
      iterationId: current.iterationId,
    });
    const lines = linesOf(source);
    lines[at.lineNumber - 1] = `${parsed.prefix}${referenceIn(project, task, false)}`;
    const after = lines.join(eolOf(source));
    await writeWorkItem(
      c,
      current,
      async ({ tx, item, actorId, now }) => {
        await setParentLink(tx, task.id, item.id);
        await storeTemplate(tx, after, descriptionRenderOptions(c));
        return {
          outcome: {
            patch: { description: after, lastEditedById: actorId, lastEditedAt: now },
            changes: [
              { kind: 'description', from: item.description, to: after },
              { kind: 'child', action: 'added', childId: task.id },
            ],
          },
          value: null,
        };
      },
      {
        lockVersion: at.lockVersion,
        others: new Map([[task.id, [{ kind: 'parent', from: null, to: current.id }]]]),
      },
    );
    return {
      issue: (await lockWorkItem(c.db, issue.id))!,
      task: (await lockWorkItem(c.db, task.id))!,
    };
  });
}

/** Undo of a conversion: deletes the task and restores the description the issue had before. */
export async function revertTaskConversion(
  ctx: RequestContext,
  issue: WorkItemRow,
  task: WorkItemRow,
  restore: { description: string; lockVersion?: number | null },
): Promise<WorkItemRow> {
  await requireUpdatable(ctx, issue);
  return atomically(ctx, async (c) => {
    // Only a task of this issue that the viewer made (a conversion's own result) is deleted
    // this way; deleting any other item needs the delete right.
    const ownTask = task.type === 'task' && task.authorId === ctx.viewer.user?.id;
    if (!ownTask || (await parentOf(c.db, task.id))?.parentId !== issue.id) {
      throw refused(404, 'The task is not a child of this issue');
    }
    await deleteWorkItem(c, task);
    await writeWorkItem(
      c,
      issue,
      async ({ tx, item, actorId, now }) => {
        if (item.description === restore.description) return { outcome: {}, value: null };
        await storeTemplate(tx, restore.description, descriptionRenderOptions(c));
        return {
          outcome: {
            patch: { description: restore.description, lastEditedById: actorId, lastEditedAt: now },
            changes: [{ kind: 'description', from: item.description, to: restore.description }],
          },
          value: null,
        };
      },
      { lockVersion: restore.lockVersion },
    );
    return (await lockWorkItem(c.db, issue.id))!;
  });
}
