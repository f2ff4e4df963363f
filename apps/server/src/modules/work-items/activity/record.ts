import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { descriptionVersions, notes, systemNoteMetadata, type Database } from '@cairn/db';
import type { ActivityChange, ActivityEntry } from './changes.ts';
import { EVENT_TABLES as T } from './event-tables.ts';
import { noteDrafts, type NoteDraft } from './note-bodies.ts';
import { registeredNoteTexts, type NoteTexts } from './note-texts.ts';
import { resolveNames } from './resolve.ts';

/**
 * Records one write's history in the write's transaction: GitLab's system notes (with their
 * metadata and, for description edits, the kept texts) and resource events, all by the actor at
 * `entry.at`. Names are resolved set-wise, one statement per kind the entry names. The note
 * texts are those their owners registered (`registerNoteTexts`) unless the caller hands its own.
 */
export async function recordActivity(
  tx: Database,
  entry: ActivityEntry,
  texts: NoteTexts = registeredNoteTexts(),
): Promise<void> {
  if (!entry.changes.some((c) => c.kind !== 'created')) return;
  const resolved = await resolveNames(tx, entry, texts);
  await writeNotes(tx, entry, noteDrafts(entry.changes, resolved, texts));
  await writeEvents(tx, entry);
}

/**
 * A description change keeps both texts: the previous one as the item's first version when it
 * has none yet (so the first edit can be diffed too), then the new one, which the note points at.
 */
async function descriptionVersion(
  tx: Database,
  entry: ActivityEntry,
  texts: { from: string; to: string },
): Promise<number> {
  const [existing] = await tx
    .select({ id: descriptionVersions.id })
    .from(descriptionVersions)
    .where(eq(descriptionVersions.workItemId, entry.workItemId))
    .limit(1);
  const rows = [...(existing ? [] : [texts.from]), texts.to].map((description) => ({
    workItemId: entry.workItemId,
    description,
    createdAt: entry.at,
  }));
  const inserted = await tx
    .insert(descriptionVersions)
    .values(rows)
    .returning({ id: descriptionVersions.id });
  return Math.max(...inserted.map((r) => r.id));
}

async function writeNotes(tx: Database, entry: ActivityEntry, drafts: NoteDraft[]) {
  if (!drafts.length) return;
  const versionIds = new Map<NoteDraft, number>();
  for (const draft of drafts) {
    if (draft.description)
      versionIds.set(draft, await descriptionVersion(tx, entry, draft.description));
  }
  const inserted = await tx
    .insert(notes)
    .values(
      drafts.map((d) => ({
        workItemId: entry.workItemId,
        authorId: entry.actorId,
        body: d.body,
        system: true,
        internal: d.internal ?? false,
        // GitLab gives every note a discussion of its own: 40 hex characters.
        discussionId: randomBytes(20).toString('hex'),
        createdAt: entry.at,
        updatedAt: entry.at,
      })),
    )
    .returning({ id: notes.id });
  // Identity values follow the VALUES order; sort to pair them with the drafts regardless.
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  await tx.insert(systemNoteMetadata).values(
    drafts.map((d, index) => ({
      noteId: ids[index]!,
      action: d.action,
      descriptionVersionId: versionIds.get(d) ?? null,
      referencedWorkItemId: d.referencedWorkItemId,
      referencedNamespaceIds: d.referencedNamespaceIds,
      createdAt: entry.at,
    })),
  );
}

type Of<K extends ActivityChange['kind']> = Extract<ActivityChange, { kind: K }>;
const ofKind = <K extends ActivityChange['kind']>(entry: ActivityEntry, kind: K) =>
  entry.changes.filter((c): c is Of<K> => c.kind === kind);

/** GitLab's resource events: one row per label added or removed, per milestone... */
async function writeEvents(tx: Database, entry: ActivityEntry) {
  const base = { workItemId: entry.workItemId, userId: entry.actorId, createdAt: entry.at };
  const labelRows = ofKind(entry, 'labels').flatMap((c) => [
    ...c.added.map((labelId) => ({ ...base, labelId, action: 'add' as const })),
    ...c.removed.map((labelId) => ({ ...base, labelId, action: 'remove' as const })),
  ]);
  // One event per change, as GitLab: the new value added, or the old one removed.
  const addOrRemove = (from: number | null, to: number | null) =>
    to !== null
      ? { id: to, action: 'add' as const }
      : from !== null
        ? { id: from, action: 'remove' as const }
        : null;
  const milestoneRows = ofKind(entry, 'milestone').flatMap((c) => {
    const e = addOrRemove(c.from, c.to);
    return e ? [{ ...base, milestoneId: e.id, action: e.action }] : [];
  });
  const iterationRows = ofKind(entry, 'iteration').flatMap((c) => {
    const e = addOrRemove(c.from, c.to);
    return e ? [{ ...base, iterationId: e.id, action: e.action }] : [];
  });
  const stateRows = ofKind(entry, 'state').map((c) => ({ ...base, state: c.to }));
  const weightRows = ofKind(entry, 'weight').map((c) => ({
    ...base,
    weight: c.to,
    previousWeight: c.from,
  }));
  if (labelRows.length) await tx.insert(T.label).values(labelRows);
  if (milestoneRows.length) await tx.insert(T.milestone).values(milestoneRows);
  if (iterationRows.length) await tx.insert(T.iteration).values(iterationRows);
  if (stateRows.length) await tx.insert(T.state).values(stateRows);
  if (weightRows.length) await tx.insert(T.weight).values(weightRows);
}
