import type { Database } from '../../client.ts';
import {
  awardEmoji,
  internalIds,
  iterationCadences,
  iterations,
  labels,
  memberships,
  milestones,
  namespaces,
  users,
  workItemAssignees,
  workItemLabels,
  workItemLinks,
  workItemParentLinks,
  workItems,
} from '../../schema/index.ts';
import { insertChunked } from '../batch-insert.ts';
import { dayTime } from '../dates.ts';
import { reserveIds } from '../sql.ts';
import type { DemoPlan, PlannedItem } from './model.ts';
import { DEMO_USERS } from './people.ts';
import { dayOrNull, milestoneState } from './planning.ts';
import { DEMO_NAMESPACES, fullPathOf, parentPath, ROOT_GROUP } from './structure.ts';

type WorkItemRow = typeof workItems.$inferInsert;

/** Writes the plan with explicit ids (reserved from each table's sequence) in a few statements. */
export async function writeDemo(db: Database, plan: DemoPlan, passwordHash: string): Promise<void> {
  const at = (moment: readonly [number, number]) => dayTime(moment[0], moment[1]);
  const joined = at([plan.today - 400, 9 * 3600]);

  const userBase = await reserveIds(db, 'users', DEMO_USERS.length);
  const userId = (index: number) => userBase + index + 1;
  await insertChunked(
    db,
    users,
    DEMO_USERS.map((u, i) => ({
      id: userId(i),
      username: u.username,
      name: u.name,
      email: `${u.username}@acme.example`,
      passwordHash,
      state: u.state ?? 'active',
      createdAt: joined,
      updatedAt: joined,
    })),
  );

  const nsBase = await reserveIds(db, 'namespaces', DEMO_NAMESPACES.length);
  const nsIds = new Map(DEMO_NAMESPACES.map((n, i) => [n.path, nsBase + i + 1]));
  const nsId = (path: string) => {
    const id = nsIds.get(path);
    if (id === undefined) throw new Error(`Unknown demo namespace "${path}"`);
    return id;
  };
  const fullNames = new Map<string, string>();
  await insertChunked(
    db,
    namespaces,
    DEMO_NAMESPACES.map((n) => {
      const parent = parentPath(n.path);
      const traversalIds: number[] = [];
      for (let p: string | null = n.path; p !== null; p = parentPath(p))
        traversalIds.unshift(nsId(p));
      const fullName = parent === null ? n.name : `${fullNames.get(parent) ?? ''} / ${n.name}`;
      fullNames.set(n.path, fullName);
      return {
        id: nsId(n.path),
        kind: n.kind,
        parentId: parent === null ? null : nsId(parent),
        name: n.name,
        path: n.path === '' ? ROOT_GROUP.path : n.path.slice(n.path.lastIndexOf('/') + 1),
        fullPath: fullPathOf(n.path),
        fullName,
        description: n.description,
        visibility: n.visibility,
        traversalIds,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );

  const memberRows = DEMO_USERS.flatMap((u, i) =>
    u.memberships.map(([path, level]) => ({ userId: userId(i), namespaceId: nsId(path), level })),
  );
  const memberBase = await reserveIds(db, 'memberships', memberRows.length);
  await insertChunked(
    db,
    memberships,
    memberRows.map((m, i) => ({
      id: memberBase + i + 1,
      namespaceId: m.namespaceId,
      userId: m.userId,
      accessLevel: m.level,
      createdAt: joined,
    })),
  );

  const milestoneBase = await reserveIds(db, 'milestones', plan.milestones.length);
  const milestoneId = (index: number) => milestoneBase + index + 1;
  await insertChunked(
    db,
    milestones,
    plan.milestones.map((m, i) => ({
      id: milestoneId(i),
      namespaceId: nsId(m.ns),
      iid: m.iid,
      title: m.title,
      description: m.description,
      state: milestoneState(m, plan.today),
      startDate: dayOrNull(m.start),
      dueDate: dayOrNull(m.due),
      createdAt: at([(m.start ?? plan.today) - 60, 10 * 3600]),
      updatedAt: at([(m.start ?? plan.today) - 30, 10 * 3600]),
    })),
  );

  const cadenceBase = await reserveIds(db, 'iteration_cadences', plan.cadences.length);
  await insertChunked(
    db,
    iterationCadences,
    plan.cadences.map((c, i) => ({
      id: cadenceBase + i + 1,
      groupId: nsId(c.ns),
      title: c.title,
      description: c.description,
      automatic: true,
      active: true,
      startDate: dayOrNull(c.start),
      durationInWeeks: c.durationInWeeks,
      iterationsInAdvance: c.iterationsInAdvance,
      createdAt: at([c.start - 7, 10 * 3600]),
    })),
  );
  const iterationBase = await reserveIds(db, 'iterations', plan.iterations.length);
  const iterationId = (index: number) => iterationBase + index + 1;
  await insertChunked(
    db,
    iterations,
    plan.iterations.map((it, i) => ({
      id: iterationId(i),
      cadenceId: cadenceBase + it.cadence + 1,
      groupId: nsId(plan.cadences[it.cadence]!.ns),
      iid: it.iid,
      sequence: it.sequence,
      title: null,
      startDate: dayOrNull(it.start)!,
      dueDate: dayOrNull(it.due)!,
      createdAt: at([it.start - 7, 10 * 3600]),
    })),
  );

  const labelBase = await reserveIds(db, 'labels', plan.labels.length);
  await insertChunked(
    db,
    labels,
    plan.labels.map((l, i) => ({
      id: labelBase + i + 1,
      namespaceId: nsId(l.ns),
      title: l.title,
      color: l.color,
      description: l.description || null,
      createdAt: joined,
      updatedAt: joined,
    })),
  );

  const itemBase = await reserveIds(db, 'work_items', plan.items.length);
  const itemId = (index: number) => itemBase + index + 1;
  const itemRow = (item: PlannedItem, index: number): WorkItemRow => ({
    id: itemId(index),
    type: item.type,
    namespaceId: nsId(item.ns),
    iid: item.iid,
    title: item.title,
    description: item.description,
    state: item.closed ? 'closed' : 'opened',
    closedAt: item.closedAt ? at(item.closedAt) : null,
    closedById: item.closedBy === null ? null : userId(item.closedBy),
    confidential: item.confidential,
    startDateIsFixed: item.startIsFixed,
    startDateFixed: dayOrNull(item.startFixed),
    dueDateIsFixed: item.dueIsFixed,
    dueDateFixed: dayOrNull(item.dueFixed),
    // Issues' dates are their own; epics' are filled by recomputeEpicDates afterwards.
    startDate: item.startIsFixed ? dayOrNull(item.startFixed) : null,
    dueDate: item.dueIsFixed ? dayOrNull(item.dueFixed) : null,
    weight: item.weight,
    healthStatus: item.health,
    color: item.color,
    severity: item.severity,
    milestoneId: item.milestone === null ? null : milestoneId(item.milestone),
    iterationId: item.iteration === undefined ? null : iterationId(item.iteration),
    relativePosition: item.iid * 512,
    authorId: userId(item.author),
    lastEditedById: item.updated[0] > item.created[0] ? userId(item.author) : null,
    lastEditedAt: item.updated[0] > item.created[0] ? at(item.updated) : null,
    createdAt: at(item.created),
    updatedAt: at(item.updated),
  });
  await insertChunked(db, workItems, plan.items.map(itemRow));

  const positions = new Map<number, number>();
  const parentRows = plan.items.flatMap((item, index) => {
    if (item.parent === null) return [];
    const position = (positions.get(item.parent) ?? 0) + 512;
    positions.set(item.parent, position);
    return [
      { parentId: itemId(item.parent), childId: itemId(index), position, created: item.created },
    ];
  });
  const parentBase = await reserveIds(db, 'work_item_parent_links', parentRows.length);
  await insertChunked(
    db,
    workItemParentLinks,
    parentRows.map((p, i) => ({
      id: parentBase + i + 1,
      parentId: p.parentId,
      childId: p.childId,
      relativePosition: p.position,
      createdAt: at(p.created),
    })),
  );

  const linkBase = await reserveIds(db, 'work_item_links', plan.links.length);
  await insertChunked(
    db,
    workItemLinks,
    plan.links.map((l, i) => ({
      id: linkBase + i + 1,
      sourceId: itemId(l.source),
      targetId: itemId(l.target),
      linkType: l.type,
      createdAt: at(plan.items[l.target]?.updated ?? [plan.today - 1, 0]),
    })),
  );

  await insertChunked(
    db,
    workItemLabels,
    plan.items.flatMap((item, index) =>
      item.labels.map((label) => ({ workItemId: itemId(index), labelId: labelBase + label + 1 })),
    ),
  );
  await insertChunked(
    db,
    workItemAssignees,
    plan.items.flatMap((item, index) =>
      item.assignees.map((user) => ({ workItemId: itemId(index), userId: userId(user) })),
    ),
  );

  const emojiBase = await reserveIds(db, 'award_emoji', plan.emoji.length);
  await insertChunked(
    db,
    awardEmoji,
    plan.emoji.map((e, i) => ({
      id: emojiBase + i + 1,
      name: e.name,
      userId: userId(e.user),
      workItemId: itemId(e.item),
      createdAt: at(plan.items[e.item]?.updated ?? [plan.today - 1, 0]),
    })),
  );

  await insertChunked(db, internalIds, internalIdRows(plan, nsId));
}

/** Counters so iids created after the seed continue after the seeded ones. */
function internalIdRows(plan: DemoPlan, nsId: (path: string) => number) {
  const last = new Map<string, number>();
  const bump = (key: string, value: number) => last.set(key, Math.max(last.get(key) ?? 0, value));
  for (const item of plan.items) bump(`${item.ns}\twork_items`, item.iid);
  for (const m of plan.milestones) bump(`${m.ns}\tmilestones`, m.iid);
  return [...last].map(([key, lastValue]) => {
    const [ns = '', usage = ''] = key.split('\t');
    return { namespaceId: nsId(ns), usage, lastValue };
  });
}
