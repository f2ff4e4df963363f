import { builder } from '#server/graphql/builder.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { workItemIdOf } from '#server/modules/work-items/core/work-item-gids.ts';
import { WorkItemRef } from '#server/modules/work-items/item-kit/work-item.graphql.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import {
  convertTaskListItem,
  revertTaskConversion,
} from '#server/modules/work-items/issues/convert-task.writes.ts';

/**
 * GitLab's `workItemCreateFromTask` (a task-list line becomes a child task, in one write) and
 * Cairn's `workItemRevertTaskConversion` (its Undo: the task deleted, the description restored).
 */

type WorkItemAnswer = { workItem: WorkItemRow | null };

const CreateFromTaskPayload = payloadType<WorkItemAnswer & { newWorkItem: WorkItemRow | null }>(
  'WorkItemCreateFromTaskPayload',
  (t) => ({
    workItem: t.field({ type: WorkItemRef, resolve: (p) => p.workItem }),
    newWorkItem: t.field({ type: WorkItemRef, resolve: (p) => p.newWorkItem }),
  }),
);

const TaskData = builder.inputType('WorkItemConvertTaskInput', {
  fields: (t) => ({
    lineNumberStart: t.int({ required: true, description: 'Line (1-based) of the task item.' }),
    lineNumberEnd: t.int({ required: true, description: 'Last line of the item (the same).' }),
    lineSource: t.string({ required: true, description: 'The line as the client rendered it.' }),
    lockVersion: t.int({ description: 'Refuse when the item moved past this version.' }),
  }),
});

const CreateFromTaskInput = mutationInput('WorkItemCreateFromTaskInput', (t) => ({
  id: t.id({ required: true, description: 'Global ID of the issue whose line is converted.' }),
  workItemData: t.field({ type: TaskData, required: true }),
}));

async function readable(ctx: RequestContext, gid: string, argument: string) {
  const item = await readableItemById(ctx, workItemIdOf(gid, argument));
  if (!item || item.type === 'epic') throw notFound();
  return item;
}

payloadMutation('workItemCreateFromTask', CreateFromTaskInput, CreateFromTaskPayload, {
  run: async (input, ctx) => {
    const issue = await readable(ctx, String(input.id), 'input.id');
    return convertTaskListItem(ctx, issue, {
      lineNumber: input.workItemData.lineNumberStart,
      lineSource: input.workItemData.lineSource,
      lockVersion: input.workItemData.lockVersion,
    });
  },
  present: (v) => ({ workItem: v.issue, newWorkItem: v.task }),
  empty: { workItem: null, newWorkItem: null },
});

const RevertPayload = payloadType<WorkItemAnswer>('WorkItemRevertTaskConversionPayload', (t) => ({
  workItem: t.field({ type: WorkItemRef, resolve: (p) => p.workItem }),
}));

const RevertInput = mutationInput('WorkItemRevertTaskConversionInput', (t) => ({
  id: t.id({ required: true, description: 'Global ID of the issue.' }),
  taskId: t.id({ required: true, description: 'Global ID of the task the conversion made.' }),
  description: t.string({ required: true, description: 'The description before conversion.' }),
  lockVersion: t.int({ description: 'The version the conversion left the issue at.' }),
}));

payloadMutation('workItemRevertTaskConversion', RevertInput, RevertPayload, {
  run: async (input, ctx) => {
    const issue = await readable(ctx, String(input.id), 'input.id');
    const task = await readable(ctx, String(input.taskId), 'input.taskId');
    return revertTaskConversion(ctx, issue, task, {
      description: input.description,
      lockVersion: input.lockVersion,
    });
  },
  present: (issue) => ({ workItem: issue }),
  empty: { workItem: null },
});
