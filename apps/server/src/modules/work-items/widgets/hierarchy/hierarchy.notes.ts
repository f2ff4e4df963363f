import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { NoteDraft, Resolved } from '#server/modules/work-items/activity/note-bodies.ts';
import { note, noun, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { hierarchyReference } from '#server/modules/work-items/activity/references.ts';
import './hierarchy.changes.ts';

/** Hierarchy notes on the child: "added &3 as parent epic", "removed parent epic &3". */
function parentNotes(change: Extract<ActivityChange, { kind: 'parent' }>, r: Resolved) {
  const drafts: NoteDraft[] = [];
  const from = change.from === null ? undefined : r.items.get(change.from);
  const to = change.to === null ? undefined : r.items.get(change.to);
  if (from) {
    drafts.push(
      note(
        `removed parent ${noun(from)} ${hierarchyReference(from, r.item)}`,
        'unrelate_from_parent',
        {
          referencedWorkItemId: from.id,
        },
      ),
    );
  }
  if (to) {
    drafts.push(
      note(`added ${hierarchyReference(to, r.item)} as parent ${noun(to)}`, 'relate_to_parent', {
        referencedWorkItemId: to.id,
      }),
    );
  }
  return drafts;
}

/** Hierarchy notes on the parent: "added #12 as child issue", "removed child issue #12". */
function childNote(change: Extract<ActivityChange, { kind: 'child' }>, r: Resolved) {
  const child = r.items.get(change.childId);
  if (!child) return null;
  const ref = hierarchyReference(child, r.item);
  const refs = { referencedWorkItemId: child.id };
  if (change.action === 'added')
    return note(`added ${ref} as child ${noun(child)}`, 'relate_to_child', refs);
  if (change.action === 'removed') {
    return note(`removed child ${noun(child)} ${ref}`, 'unrelate_from_child', refs);
  }
  // GitLab writes no note for a reorder; Cairn records every change, so it gets its own action.
  return note(`moved child ${noun(child)} ${ref}`, 'reorder_child', refs);
}

export const hierarchyNotes: NoteTexts = {
  parent: { text: parentNotes, names: (c) => ({ items: [c.from, c.to] }) },
  child: { text: childNote, names: (c) => ({ items: [c.childId] }) },
};
