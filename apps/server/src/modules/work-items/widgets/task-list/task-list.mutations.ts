import { builder } from '../../../../graphql/builder.ts';
import { issueMutation } from '../../core/issue-mutation.ts';

/**
 * `issueUpdateTaskListItem`: toggles a task-list checkbox, moves or deletes a list item of an issue's
 * description by position (line number + the line's text as the client saw it).
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

issueMutation(
  'issueUpdateTaskListItem',
  (t) => ({
    lineNumber: t.int({ required: true, description: 'Start line (1-based) of the list item.' }),
    lineSource: t.string({ required: true, description: 'The line as the client rendered it.' }),
    checked: t.boolean({ description: 'Check (true) or uncheck (false) the item.' }),
    moveTo: t.field({ type: TaskListMoveInput, description: 'Move the item next to a sibling.' }),
    remove: t.boolean({ description: 'True: delete the item (with its nested items).' }),
    lockVersion: t.int({
      description: 'Refuse the change when the issue moved past this version.',
    }),
  }),
  ({ lineNumber, lineSource, checked, moveTo, remove, lockVersion }) => ({
    taskListItem: {
      lineNumber,
      lineSource,
      ...(checked == null ? {} : { checked }),
      ...(moveTo == null ? {} : { moveTo }),
      ...(remove ? { remove: true } : {}),
    },
    ...(lockVersion == null ? {} : { lockVersion }),
  }),
);
