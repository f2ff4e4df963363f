import type { ActivityChange, ActivityKind } from './changes.ts';
import { noteTextOf, registeredNoteTexts, type NoteTexts } from './note-texts.ts';
import type { RefItem } from './references.ts';

/** The rows a write's changes name, resolved once per write (see resolve.ts). */
export interface Resolved {
  item: RefItem;
  items: ReadonlyMap<number, RefItem>;
  users: ReadonlyMap<number, { username: string }>;
  labels: ReadonlyMap<number, { id: number; title: string; namespaceId: number }>;
  milestones: ReadonlyMap<number, { id: number; iid: number; title: string; namespaceId: number }>;
  iterations: ReadonlyMap<number, { id: number; groupId: number }>;
}

/** One system note to write: GitLab's body and `system_note_metadata.action`. */
export interface NoteDraft {
  body: string;
  action: string;
  /** The other item the body names (hidden from viewers who cannot read it). */
  referencedWorkItemId: number | null;
  /** Namespaces of the labels, milestones and iterations the body names. */
  referencedNamespaceIds: number[];
  /** An internal note: read by planners and up and admins only. */
  internal?: boolean;
  /** Set on the description note: the texts its description version keeps. */
  description?: { from: string; to: string };
}

/**
 * The system notes of one write, in the order of its changes: each change's kind's owner writes
 * its note (`NoteTexts`, registered with `registerNoteTexts`), handed every change of that kind
 * too; a kind with no text (`created`: GitLab shows no note on creation) writes none.
 */
export function noteDrafts(
  changes: readonly ActivityChange[],
  r: Resolved,
  texts: NoteTexts = registeredNoteTexts(),
): NoteDraft[] {
  const byKind = new Map<ActivityKind, ActivityChange[]>();
  for (const c of changes) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  return changes.flatMap((change) => {
    const drafts =
      noteTextOf(texts, change.kind)?.text(change, r, byKind.get(change.kind) ?? []) ?? null;
    return drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  });
}
