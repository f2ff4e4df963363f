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
import type { ActivityEntry } from './changes.ts';
import type { Resolved } from './note-bodies.ts';
import { noteTextOf, registeredNoteTexts, type NamedRows, type NoteTexts } from './note-texts.ts';
import type { RefItem } from './references.ts';

/**
 * Every id of each kind of row one write's changes name, the entry's own item included: each
 * change's note text says which rows its change names (`NamingNoteText.names`).
 */
function idsNamed(entry: ActivityEntry, texts: NoteTexts) {
  const named: Record<keyof NamedRows, Set<number>> = {
    items: new Set([entry.workItemId]),
    users: new Set(),
    labels: new Set(),
    milestones: new Set(),
    iterations: new Set(),
  };
  for (const change of entry.changes) {
    const rows = noteTextOf(texts, change.kind)?.names?.(change) ?? {};
    for (const [kind, ids] of Object.entries(rows) as [keyof NamedRows, (number | null)[]][]) {
      for (const id of ids) if (id !== null) named[kind].add(id);
    }
  }
  return named;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** Names, paths and references of what the entry names: one statement per kind, none if unused. */
export async function resolveNames(
  tx: Database,
  entry: ActivityEntry,
  texts: NoteTexts = registeredNoteTexts(),
): Promise<Resolved> {
  const ids = idsNamed(entry, texts);
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
  const userRows = await some(ids.users, (list) =>
    tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, list)),
  );
  const labelRows = await some(ids.labels, (list) =>
    tx
      .select({ id: labels.id, title: labels.title, namespaceId: labels.namespaceId })
      .from(labels)
      .where(inArray(labels.id, list)),
  );
  const milestoneRows = await some(ids.milestones, (list) =>
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
  const iterationRows = await some(ids.iterations, (list) =>
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
