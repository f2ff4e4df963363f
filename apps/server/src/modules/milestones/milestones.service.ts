import { eq, sql } from 'drizzle-orm';
import { milestones, namespaces, type Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import {
  groupPermissionsFor,
  projectPermissionsFor,
} from '#server/core/namespaces/namespace-permissions.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceSql } from '#server/core/namespaces/visibility-sql.ts';
import { publishItemEvents, type WorkItemChange } from '#server/realtime/events.ts';
import { publishMilestoneEvent } from '#server/realtime/milestone-events.ts';
import { recomputeRollups } from '../work-items/core/rollup-events.ts';
import {
  epicIdsUsingMilestone,
  findMilestoneView,
  milestoneFilterSql,
  milestoneOrder,
  milestoneTitleTaken,
  nextMilestoneIid,
  selectMilestones,
  type MilestoneFilters,
  type MilestoneView,
} from './milestones.repository.ts';
import type {
  CreateMilestoneInput,
  MilestoneSort,
  UpdateMilestoneInput,
} from './milestones.schema.ts';

export type { MilestoneView };

/** Which namespaces' milestones a listing covers. Descendants only make sense for groups. */
export function milestoneScope(
  ns: NamespaceRow,
  opts: { includeAncestors?: boolean | null; includeDescendants?: boolean | null },
): Pick<MilestoneFilters, 'namespaceIds' | 'descendantsOf'> {
  return {
    namespaceIds: opts.includeAncestors ? ns.traversalIds : [ns.id],
    descendantsOf: opts.includeDescendants && ns.kind === 'group' ? ns.id : undefined,
  };
}

/** Milestones of readable namespaces only, whatever the scope asked for. */
export async function listMilestones(
  ctx: RequestContext,
  filters: MilestoneFilters,
  sort: MilestoneSort,
  page: { limit: number; offset: number },
  withTotal = false,
) {
  const readable = await readableNamespaceSql(ctx, {
    visibility: namespaces.visibility,
    traversalIds: namespaces.traversalIds,
  });
  const where = milestoneFilterSql(filters, readable);
  return selectMilestones(ctx.db, where, milestoneOrder(sort, ctx.clock.today()), page, withTotal);
}

/** A milestone that belongs to this (readable) namespace, or 404. */
export async function milestoneOf(ctx: RequestContext, ns: NamespaceRow, id: number) {
  const m = await findMilestoneView(ctx.db, id);
  if (!m || m.namespaceId !== ns.id) throw notFound();
  return m;
}

async function requireAdminMilestone(ctx: RequestContext, ns: NamespaceRow) {
  requireUser(ctx);
  const allowed =
    ns.kind === 'group'
      ? (await groupPermissionsFor(ctx, ns)).adminMilestone
      : (await projectPermissionsFor(ctx, ns)).adminMilestone;
  if (!allowed) throw forbidden();
}

function checkDates(start: string | null | undefined, due: string | null | undefined) {
  if (start && due && due < start) {
    throw badRequest('Due date must not be before the start date', 'due_date');
  }
}

async function checkTitle(ctx: RequestContext, ns: NamespaceRow, title: string, exceptId?: number) {
  if (await milestoneTitleTaken(ctx.db, ns.id, title, exceptId)) {
    throw badRequest('Title has already been taken', 'title');
  }
}

const titleConflict = (error: unknown) => {
  if (isUniqueViolation(error)) throw badRequest('Title has already been taken', 'title');
  throw error;
};

export async function createMilestone(
  ctx: RequestContext,
  ns: NamespaceRow,
  input: CreateMilestoneInput,
): Promise<MilestoneView> {
  await requireAdminMilestone(ctx, ns);
  checkDates(input.start_date, input.due_date);
  await checkTitle(ctx, ns, input.title);
  const id = await ctx.db
    .transaction(async (tx) => {
      const iid = await nextMilestoneIid(tx, ns.id);
      const [row] = await tx
        .insert(milestones)
        .values({
          namespaceId: ns.id,
          iid,
          title: input.title,
          description: input.description ?? '',
          startDate: input.start_date ?? null,
          dueDate: input.due_date ?? null,
        })
        .returning({ id: milestones.id });
      const milestoneId = row?.id ?? 0;
      await publishMilestoneEvent(tx, { milestoneId, namespaceId: ns.id, action: 'created' });
      return milestoneId;
    })
    .catch(titleConflict);
  return milestoneOf(ctx, ns, id);
}

export async function updateMilestone(
  ctx: RequestContext,
  ns: NamespaceRow,
  id: number,
  input: UpdateMilestoneInput,
): Promise<MilestoneView> {
  await requireAdminMilestone(ctx, ns);
  const current = await milestoneOf(ctx, ns, id);
  const start = input.start_date === undefined ? current.startDate : input.start_date;
  const due = input.due_date === undefined ? current.dueDate : input.due_date;
  checkDates(start, due);
  if (input.title !== undefined) await checkTitle(ctx, ns, input.title, id);
  const state = { close: 'closed', activate: 'active' } as const;
  const datesChanged = start !== current.startDate || due !== current.dueDate;
  await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(milestones)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description ?? '' } : {}),
          startDate: start,
          dueDate: due,
          ...(input.state_event ? { state: state[input.state_event] } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(milestones.id, id));
      // Epics inherit dates from the milestones of their issues.
      if (datesChanged) await rollUpEpicDates(tx, await epicIdsUsingMilestone(tx, id));
      await publishMilestoneEvent(tx, { milestoneId: id, namespaceId: ns.id, action: 'updated' });
    })
    .catch(titleConflict);
  return milestoneOf(ctx, ns, id);
}

/** Recomputes the inherited dates of epics; those whose dates moved tell their subscribers. */
async function rollUpEpicDates(tx: Database, epicIds: readonly number[]) {
  const moved = await recomputeRollups(tx, epicIds);
  const kinds = new Set<WorkItemChange>(['updated', 'dates']);
  await publishItemEvents(tx, new Map(moved.map((epicId) => [epicId, kinds])));
}

export async function deleteMilestone(ctx: RequestContext, ns: NamespaceRow, id: number) {
  await requireAdminMilestone(ctx, ns);
  await milestoneOf(ctx, ns, id);
  await ctx.db.transaction(async (tx) => {
    const epicIds = await epicIdsUsingMilestone(tx, id);
    await tx.delete(milestones).where(eq(milestones.id, id));
    await rollUpEpicDates(tx, epicIds);
    await publishMilestoneEvent(tx, { milestoneId: id, namespaceId: ns.id, action: 'deleted' });
  });
}

export const milestoneWebPath = (m: Pick<MilestoneView, 'nsKind' | 'nsFullPath' | 'iid'>) =>
  m.nsKind === 'group'
    ? `/groups/${m.nsFullPath}/-/milestones/${m.iid}`
    : `/${m.nsFullPath}/-/milestones/${m.iid}`;

export const isExpired = (m: Pick<MilestoneView, 'dueDate'>, today: string) =>
  m.dueDate !== null && m.dueDate < today;

export const isUpcoming = (m: Pick<MilestoneView, 'startDate'>, today: string) =>
  m.startDate !== null && m.startDate > today;
