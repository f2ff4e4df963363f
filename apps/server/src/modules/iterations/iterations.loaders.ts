import { eq, getTableColumns } from 'drizzle-orm';
import { iterationCadences, iterations, namespaces } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';

/** An iteration with its cadence and the full path of the group that owns both. */
export type IterationView = typeof iterations.$inferSelect & {
  groupFullPath: string;
  cadence: typeof iterationCadences.$inferSelect;
};

export type IterationState = 'upcoming' | 'current' | 'closed';

/** Upcoming before its start date, closed after its due date, current in between. */
export function iterationState(
  it: Pick<IterationView, 'startDate' | 'dueDate'>,
  today: string,
): IterationState {
  if (it.startDate > today) return 'upcoming';
  if (it.dueDate < today) return 'closed';
  return 'current';
}

/** Iterations by id (one statement per batch), unchecked: use readableIteration. */
export const iterationLoader = (ctx: RequestContext) =>
  requestLoader<number, IterationView | null>(ctx, 'iterationById', async (ids) => {
    const rows = await ctx.db
      .select({
        ...getTableColumns(iterations),
        groupFullPath: namespaces.fullPath,
        cadence: iterationCadences,
      })
      .from(iterations)
      .innerJoin(iterationCadences, eq(iterationCadences.id, iterations.cadenceId))
      .innerJoin(namespaces, eq(namespaces.id, iterations.groupId))
      .where(byKeys(iterations.id, ids));
    return eachKey(ids, new Map(rows.map((r) => [r.id, r])), null);
  });

/**
 * The iteration when the viewer may read the group that owns it, else null: an item in a
 * project the viewer can see never reveals an iteration of a group the viewer cannot see.
 */
export async function readableIteration(
  ctx: RequestContext,
  id: number | null,
): Promise<IterationView | null> {
  if (id === null) return null;
  const iteration = await iterationLoader(ctx).load(id);
  if (!iteration) return null;
  return (await readableNamespaceById(ctx, iteration.groupId)) ? iteration : null;
}
