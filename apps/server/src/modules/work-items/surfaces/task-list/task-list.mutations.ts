import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { INPUT, issueMutation } from '#server/modules/work-items/issues/issue-mutation.ts';
import type { InputFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import { payloadMutation } from '#server/graphql/payload.ts';
import { updateEpicInput } from '#server/modules/work-items/epics/epics.schema.ts';
import { parseIid } from '#server/modules/work-items/epics/epic-args.graphql.ts';
import { epicOnly, epicPayload } from '#server/modules/work-items/epics/epics.mutations.ts';
import { epicByPath } from '#server/modules/work-items/epics/epics.service.ts';
import { updateEpic } from '#server/modules/work-items/epics/epics.writes.ts';

/**
 * `issueUpdateTaskListItem` and Cairn's `epicUpdateTaskListItem` (GitLab's epic page goes through
 * the work-item API, which Cairn does not serve): toggles a task-list checkbox, moves or deletes
 * a list item of the description by position (line number + the line's text as the client saw
 * it), through the item's ordinary update.
 */
const TaskListMovePositionEnum = builder.enumType('TaskListMovePosition', {
  values: { BEFORE: { value: 'before' }, AFTER: { value: 'after' } } as const,
});

const TaskListMoveInput = builder.inputType('TaskListMoveInput', {
  fields: (t) => ({
    lineNumber: t.int({
      required: true,
      description: 'Start line of the sibling to move next to.',
    }),
    position: t.field({ type: TaskListMovePositionEnum, required: true }),
  }),
});

const taskListFields = (t: InputFieldBuilder) => ({
  lineNumber: t.int({ required: true, description: 'Start line (1-based) of the list item.' }),
  lineSource: t.string({ required: true, description: 'The line as the client rendered it.' }),
  checked: t.boolean({ description: 'Check (true) or uncheck (false) the item.' }),
  moveTo: t.field({ type: TaskListMoveInput, description: 'Move the item next to a sibling.' }),
  remove: t.boolean({ description: 'True: delete the item (with its nested items).' }),
  lockVersion: t.int({
    description: 'Refuse the change when the item moved past this version.',
  }),
});

/** The mutation's fields as the update's `taskListItem` (and lock version). */
const toUpdate = ({
  lineNumber,
  lineSource,
  checked,
  moveTo,
  remove,
  lockVersion,
}: Record<string, unknown>) => ({
  taskListItem: {
    lineNumber,
    lineSource,
    ...(checked == null ? {} : { checked }),
    ...(moveTo == null ? {} : { moveTo }),
    ...(remove ? { remove: true } : {}),
  },
  ...(lockVersion == null ? {} : { lockVersion }),
});

issueMutation('issueUpdateTaskListItem', taskListFields, toUpdate);

const EpicTaskListInput = builder.inputType('EpicUpdateTaskListItemInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    groupPath: t.id({ required: true, description: 'Group the epic is in.' }),
    iid: t.id({ required: true }),
    ...taskListFields(t),
  }),
});

payloadMutation(
  'epicUpdateTaskListItem',
  EpicTaskListInput,
  epicPayload('EpicUpdateTaskListItemPayload'),
  {
    run: async (input, ctx) => {
      const { groupPath, iid, clientMutationId: _id, ...rest } = input;
      const valid = parseArgs(updateEpicInput, toUpdate(rest), INPUT);
      const { epic } = await epicByPath(ctx, String(groupPath), parseIid(iid, 'input.iid'));
      return updateEpic(ctx, epic, valid);
    },
    ...epicOnly,
  },
);
