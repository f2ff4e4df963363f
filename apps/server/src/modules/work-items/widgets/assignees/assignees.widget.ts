import { eq } from 'drizzle-orm';
import { workItemAssignees } from '@cairn/db';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { setAssignees } from './assignees.repository.ts';
import { assigneesNotes } from './assignees.notes.ts';
import { assigneesRest } from './assignees.rest-slice.ts';
import { assigneesInput } from './assignees.input.ts';

/** Assignees: the list replaces the current one (active users only, as GitLab does). */
export const assigneesWidget: Widget = {
  name: 'assignees',
  inputKeys: ['assigneeIds'],
  rest: { issue: assigneesRest },
  graphqlInput: { issue: assigneesInput },
  notes: assigneesNotes,
  async apply({ tx, item }, input) {
    if (input.assigneeIds == null) return null;
    const current = async () =>
      (
        await tx
          .select({ id: workItemAssignees.userId })
          .from(workItemAssignees)
          .where(eq(workItemAssignees.workItemId, item.id))
      ).map((r) => r.id);
    const before = new Set(await current());
    await setAssignees(tx, item.id, input.assigneeIds);
    const after = new Set(await current());
    const added = [...after].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !after.has(id));
    if (!added.length && !removed.length) return null;
    return { changes: [{ kind: 'assignees', added, removed }] };
  },
};
