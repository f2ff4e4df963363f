import { and, asc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { iterationCadences, iterations } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { forbidden, notFound, refused } from '#server/lib/errors.ts';
import { containsPattern } from '#server/lib/like.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import { ACCESS_LEVEL } from '#server/core/permissions/index.ts';
import { iterationLoader, type IterationView } from './iterations.loaders.ts';

/**
 * Iteration cadences and iterations of a group: maintainers of the group create them; anyone
 * who can read the group (or a project under it, with ancestors) reads them.
 */

export type CadenceRow = typeof iterationCadences.$inferSelect;

async function requireMaintainer(ctx: RequestContext, group: NamespaceRow) {
  const user = requireUser(ctx);
  if (user.isAdmin) return;
  const level = await ctx.access.levelOn(group.traversalIds);
  if (level < ACCESS_LEVEL.maintainer) throw forbidden();
}

export interface CadenceInput {
  title: string;
  description?: string | null | undefined;
  automatic: boolean;
  active: boolean;
  startDate?: string | null | undefined;
  durationInWeeks?: number | null | undefined;
  iterationsInAdvance?: number | null | undefined;
}

export async function createCadence(ctx: RequestContext, group: NamespaceRow, input: CadenceInput) {
  await requireMaintainer(ctx, group);
  if (input.automatic && (!input.startDate || !input.durationInWeeks)) {
    throw refused(422, 'Automatic cadences need a start date and a duration');
  }
  const [row] = await ctx.db
    .insert(iterationCadences)
    .values({ groupId: group.id, ...input, description: input.description ?? null })
    .returning();
  return row!;
}

/** A cadence of the group or one of its ancestors (its iterations live in the cadence's group). */
export async function cadenceFor(ctx: RequestContext, group: NamespaceRow, id: number) {
  const [row] = await ctx.db.select().from(iterationCadences).where(eq(iterationCadences.id, id));
  if (!row || row.groupId !== group.id) throw notFound();
  return row;
}

export interface IterationInput {
  title?: string | null | undefined;
  description?: string | null | undefined;
  startDate: string;
  dueDate: string;
}

export async function createIteration(
  ctx: RequestContext,
  group: NamespaceRow,
  cadenceId: number,
  input: IterationInput,
): Promise<IterationView> {
  await requireMaintainer(ctx, group);
  const cadence = await cadenceFor(ctx, group, cadenceId);
  if (cadence.automatic) {
    throw refused(
      422,
      'Iterations cannot be manually added to cadences that use automatic scheduling',
    );
  }
  if (input.dueDate < input.startDate)
    throw refused(422, 'Due date must be greater than start date');
  const id = await ctx.db.transaction(async (tx) => {
    // Serializes creations in one group: iids and overlap checks see each other.
    await tx.execute(sql`SELECT id FROM namespaces WHERE id = ${group.id} FOR UPDATE`);
    const [overlap] = await tx
      .select({ id: iterations.id })
      .from(iterations)
      .where(
        and(
          eq(iterations.cadenceId, cadence.id),
          sql`${iterations.startDate} <= ${input.dueDate} AND ${iterations.dueDate} >= ${input.startDate}`,
        ),
      )
      .limit(1);
    if (overlap) {
      throw refused(
        422,
        'Dates cannot overlap with other existing Iterations within this iterations cadence',
      );
    }
    const [last] = await tx
      .select({ iid: max(iterations.iid) })
      .from(iterations)
      .where(eq(iterations.groupId, group.id));
    const [seq] = await tx
      .select({
        n: sql<number>`count(*) FILTER (WHERE ${iterations.startDate} < ${input.startDate})`,
      })
      .from(iterations)
      .where(eq(iterations.cadenceId, cadence.id));
    const [row] = await tx
      .insert(iterations)
      .values({
        cadenceId: cadence.id,
        groupId: group.id,
        iid: (last?.iid ?? 0) + 1,
        sequence: Number(seq?.n ?? 0) + 1,
        title: input.title?.trim() || null,
        description: input.description ?? null,
        startDate: input.startDate,
        dueDate: input.dueDate,
      })
      .returning({ id: iterations.id });
    return row!.id;
  });
  ctx.memo.clear();
  return (await iterationLoader(ctx).load(id))!;
}

export interface IterationFilters {
  state?: 'opened' | 'upcoming' | 'current' | 'closed' | 'all' | undefined;
  search?: string | undefined;
  /** Search the cadence title too (GitLab's `in: [TITLE, CADENCE_TITLE]`). */
  inCadenceTitle?: boolean | undefined;
  includeAncestors?: boolean | undefined;
}

/**
 * Iterations of a group (with its ancestors when asked) or of a project's groups, by start date,
 * of groups the viewer can read: an ancestor group the viewer cannot see hides its iterations.
 */
export async function listIterations(
  ctx: RequestContext,
  ns: NamespaceRow,
  f: IterationFilters,
): Promise<IterationView[]> {
  const groupIds =
    ns.kind === 'group'
      ? f.includeAncestors
        ? ns.traversalIds
        : [ns.id]
      : ns.traversalIds.filter((id) => id !== ns.id);
  const readable: number[] = [];
  for (const id of groupIds) if (await readableNamespaceById(ctx, id)) readable.push(id);
  if (!readable.length) return [];
  const today = ctx.clock.today();
  const state = {
    opened: sql`${iterations.dueDate} >= ${today}`,
    upcoming: sql`${iterations.startDate} > ${today}`,
    current: sql`${iterations.startDate} <= ${today} AND ${iterations.dueDate} >= ${today}`,
    closed: sql`${iterations.dueDate} < ${today}`,
    all: undefined,
  }[f.state ?? 'all'];
  const pattern = f.search ? containsPattern(f.search) : null;
  const search = pattern
    ? f.inCadenceTitle
      ? or(ilike(iterations.title, pattern), ilike(iterationCadences.title, pattern))
      : ilike(iterations.title, pattern)
    : undefined;
  const ids = await ctx.db
    .select({ id: iterations.id })
    .from(iterations)
    .innerJoin(iterationCadences, eq(iterationCadences.id, iterations.cadenceId))
    .where(and(inArray(iterations.groupId, readable), state, search))
    .orderBy(asc(iterations.startDate), asc(iterations.id));
  const rows = await iterationLoader(ctx).loadMany(ids.map((r) => r.id));
  return rows.filter((r): r is IterationView => r !== null && !(r instanceof Error));
}
