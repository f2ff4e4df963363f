import type { ActivityChange, WidgetChangeKind } from './changes.ts';
import { note, noun, type NoteTexts } from './note-texts.ts';
import { markInlineDiff } from './inline-diff.ts';
import { hierarchyReference, longDate, referenceFrom, type RefItem } from './references.ts';

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

/** GitLab's start/due date note: both fields of one write in one note, start first. */
function datesNote(changes: Extract<ActivityChange, { kind: 'date' }>[]) {
  const parts = (['startDate', 'dueDate'] as const).flatMap((field) => {
    const change = changes.find((c) => c.field === field);
    if (!change) return [];
    const name = field === 'startDate' ? 'start date' : 'due date';
    if (change.to) return [`changed ${name} to ${longDate(change.to)}`];
    return [change.from ? `removed ${name} ${longDate(change.from)}` : `removed ${name}`];
  });
  return parts.length ? note(parts.join(' and '), 'start_date_or_due_date') : null;
}

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
  // GitLab writes no note for a reorder; the issue asks for one, so it gets its own action.
  return note(`moved child ${noun(child)} ${ref}`, 'reorder_child', refs);
}

function linkNote(change: Extract<ActivityChange, { kind: 'link' }>, r: Resolved) {
  const other = r.items.get(change.otherId);
  if (!other) return null;
  const ref = referenceFrom(other, r.item.namespace);
  const refs = { referencedWorkItemId: other.id };
  if (change.action === 'removed')
    return note(`removed the relation with ${ref}`, 'unrelate', refs);
  const relation =
    change.linkType === 'blocks'
      ? 'blocking'
      : change.linkType === 'is_blocked_by'
        ? 'blocked by'
        : 'related to';
  return note(`marked this ${noun(r.item)} as ${relation} ${ref}`, 'relate', refs);
}

/** GitLab's issue_promoted notes: "promoted to epic &5" / "promoted from issue grp/prj#3". */
function promotedNote(change: Extract<ActivityChange, { kind: 'promoted' }>, r: Resolved) {
  const other = r.items.get(change.otherId);
  if (!other) return null;
  const ref = referenceFrom(other, r.item.namespace);
  const refs = { referencedWorkItemId: other.id };
  return change.direction === 'to'
    ? note(`promoted to epic ${ref}`, 'moved', refs)
    : note(`promoted from ${noun(other)} ${ref}`, 'moved', refs);
}

function changeNote(
  change: ActivityChange,
  r: Resolved,
  texts: NoteTexts,
): NoteDraft | NoteDraft[] | null {
  switch (change.kind) {
    case 'created':
    case 'date':
      return null;
    case 'title': {
      const marked = markInlineDiff(change.from, change.to);
      return note(`changed title from **${marked.from}** to **${marked.to}**`, 'title');
    }
    case 'description':
      return { ...note('changed the description', 'description'), description: change };
    case 'state':
      return note(change.to, change.to === 'closed' ? 'closed' : 'opened');
    case 'spam':
      // Internal: while the item is hidden only admins read it anyway; once marked as not spam
      // the note stays out of sight of guests and non-members.
      return change.to
        ? { ...note(`submitted this ${noun(r.item)} as spam`, 'spam'), internal: true }
        : { ...note(`marked this ${noun(r.item)} as not spam`, 'ham'), internal: true };
    case 'parent':
      return parentNotes(change, r);
    case 'child':
      return childNote(change, r);
    case 'link':
      return linkNote(change, r);
    case 'promoted':
      return promotedNote(change, r);
    default: {
      // A kind a widget declares (WidgetChanges): the widget's own note text writes it.
      const text = texts[change.kind as WidgetChangeKind] as
        ((c: ActivityChange, r: Resolved) => NoteDraft | NoteDraft[] | null) | undefined;
      return text ? text(change, r) : null;
    }
  }
}

/**
 * The system notes of one write, in the order of its changes. Date changes share one note at
 * the place of the first one; `created` writes none (GitLab shows no note on creation).
 */
export function noteDrafts(
  changes: readonly ActivityChange[],
  r: Resolved,
  texts: NoteTexts = {},
): NoteDraft[] {
  const dates = changes.filter((c) => c.kind === 'date');
  const firstDate = changes.findIndex((c) => c.kind === 'date');
  return changes.flatMap((change, index) => {
    const drafts = index === firstDate ? datesNote(dates) : changeNote(change, r, texts);
    return drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  });
}
