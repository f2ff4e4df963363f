import { eq, inArray } from 'drizzle-orm';
import {
  iterations,
  labels,
  milestones,
  namespaces,
  users,
  workItems,
  type Database,
} from '@cairn/db';
import type { ActivityChange, ActivityEntry } from './changes.ts';
import type { Resolved } from './note-bodies.ts';
import type { RefItem } from './references.ts';

/** Every id of each kind one write's changes name, the entry's own item included. */
function idsNamed(entry: ActivityEntry) {
  const items = new Set<number>([entry.workItemId]);
  const userIds = new Set<number>();
  const labelIds = new Set<number>();
  const milestoneIds = new Set<number>();
  const iterationIds = new Set<number>();
  const add = (set: Set<number>, ...ids: (number | null)[]) =>
    ids.forEach((id) => id !== null && set.add(id));
  for (const change of entry.changes as ActivityChange[]) {
    if (change.kind === 'labels') add(labelIds, ...change.added, ...change.removed);
    else if (change.kind === 'assignees') add(userIds, ...change.added, ...change.removed);
    else if (change.kind === 'milestone') add(milestoneIds, change.from, change.to);
    else if (change.kind === 'iteration') add(iterationIds, change.from, change.to);
    else if (change.kind === 'parent') add(items, change.from, change.to);
    else if (change.kind === 'child') add(items, change.childId);
    else if (change.kind === 'link' || change.kind === 'promoted') add(items, change.otherId);
  }
  return { items, userIds, labelIds, milestoneIds, iterationIds };
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** Names, paths and references of what the entry names: one statement per kind, none if unused. */
export async function resolveNames(tx: Database, entry: ActivityEntry): Promise<Resolved> {
  const ids = idsNamed(entry);
  const known = entry.known ?? [];
  for (const item of known) ids.items.delete(item.id);
  const some = <T>(set: Set<number>, read: (list: number[]) => Promise<T[]>) =>
    set.size ? read([...set]) : Promise.resolve([] as T[]);
  // A transaction holds one connection: its statements go one after another.
  const itemRows = await some(ids.items, (list) =>
    tx
      .select({
        id: workItems.id,
        type: workItems.type,
        iid: workItems.iid,
        namespace: {
          id: namespaces.id,
          kind: namespaces.kind,
          path: namespaces.path,
          fullPath: namespaces.fullPath,
          parentId: namespaces.parentId,
        },
      })
      .from(workItems)
      .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
      .where(inArray(workItems.id, list)),
  );
  const userRows = await some(ids.userIds, (list) =>
    tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, list)),
  );
  const labelRows = await some(ids.labelIds, (list) =>
    tx
      .select({ id: labels.id, title: labels.title, namespaceId: labels.namespaceId })
      .from(labels)
      .where(inArray(labels.id, list)),
  );
  const milestoneRows = await some(ids.milestoneIds, (list) =>
    tx
      .select({
        id: milestones.id,
        iid: milestones.iid,
        title: milestones.title,
        namespaceId: milestones.namespaceId,
      })
      .from(milestones)
      .where(inArray(milestones.id, list)),
  );
  const iterationRows = await some(ids.iterationIds, (list) =>
    tx
      .select({ id: iterations.id, groupId: iterations.groupId })
      .from(iterations)
      .where(inArray(iterations.id, list)),
  );
  const items = byId([...known, ...(itemRows as RefItem[])]);
  const item = items.get(entry.workItemId);
  if (!item) throw new Error(`activity for missing work item ${entry.workItemId}`);
  return {
    item,
    items,
    users: byId(userRows),
    labels: byId(labelRows),
    milestones: byId(milestoneRows),
    iterations: byId(iterationRows),
  };
}
