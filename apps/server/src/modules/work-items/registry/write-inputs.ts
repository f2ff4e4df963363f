import { z } from 'zod';
import { lockVersion, title } from '../core/work-items.schema.ts';
import { taskListItemChange } from '../widgets/task-list/task-list.schema.ts';

/**
 * A type's create and update inputs from its fields: create requires the title; update makes it
 * optional and adds `updateOnly`, the state event, the lock version and a task-list change.
 */
export function writeInputs<F extends z.ZodRawShape, U extends z.ZodRawShape>(
  fields: F,
  updateOnly: U,
) {
  return {
    create: z.object({ ...fields, title }),
    update: z.object({
      ...fields,
      title: title.optional(),
      ...updateOnly,
      stateEvent: z.enum(['close', 'reopen']).nullish(),
      lockVersion: lockVersion.nullish(),
      taskListItem: taskListItemChange.optional(),
    }),
  };
}
