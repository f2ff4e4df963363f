import { eq } from 'drizzle-orm';
import { iterations, type Database } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { iterationNotes } from './iteration.notes.ts';
import { iterationRest } from './iteration.rest-slice.ts';

export const ITERATION_NOT_FOUND = 'Iteration not found';

/** An iteration of a cadence in one of the project's ancestor groups, or none. */
async function usableIteration(db: Database, project: NamespaceRow, id: number) {
  const [row] = await db.select().from(iterations).where(eq(iterations.id, id));
  return row && project.traversalIds.includes(row.groupId) ? row : null;
}

/**
 * An issue's iteration (GitLab's `issueSetIteration`, REST `iteration_id`): an iteration of a
 * cadence in the project's ancestor groups that the viewer can read; anything else is
 * "not found" (nothing written), so an invisible group's iterations are never revealed.
 */
export const iterationWidget: Widget = {
  name: 'iteration',
  inputKeys: ['iterationId'],
  rest: { issue: iterationRest },
  notes: iterationNotes,
  async prepare(ctx, project, input) {
    if (input.iterationId == null) return;
    const row = await usableIteration(ctx.db, project, input.iterationId);
    if (!row || !(await readableNamespaceById(ctx, row.groupId))) {
      throw refused(404, ITERATION_NOT_FOUND);
    }
  },
  async apply({ tx, item, namespace }, input) {
    if (input.iterationId === undefined) return null;
    const to =
      input.iterationId === null
        ? null
        : ((await usableIteration(tx, namespace, input.iterationId))?.id ?? null);
    if (input.iterationId !== null && to === null) throw refused(404, ITERATION_NOT_FOUND);
    if (to === item.iterationId) return null;
    return {
      patch: { iterationId: to },
      changes: [{ kind: 'iteration', from: item.iterationId, to }],
    };
  },
};
