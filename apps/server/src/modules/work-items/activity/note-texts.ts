import type { ActivityChange, WidgetChangeKind } from './changes.ts';
import type { NoteDraft, Resolved } from './note-bodies.ts';
import { referenceFrom, type RefItem } from './references.ts';

/**
 * One change kind's system note: GitLab's body and action, or none. `sameKind` holds every
 * change of this kind in the write, in order (the change itself among them), so one note can
 * speak for several: the dates widget writes its start/due note once, at the first date change.
 */
export type NoteText<K extends ActivityChange['kind']> = (
  change: Extract<ActivityChange, { kind: K }>,
  resolved: Resolved,
  sameKind: readonly Extract<ActivityChange, { kind: K }>[],
) => NoteDraft | NoteDraft[] | null;

/**
 * The rows a change names, by the kind of row (`Resolved`): the recorder reads them for the whole
 * write, one statement per kind of row, before any note is written (`resolve.ts`).
 */
export type NamedRows = Partial<
  Record<'items' | 'users' | 'labels' | 'milestones' | 'iterations', readonly (number | null)[]>
>;

/** A note text whose change names other rows (a label, a user, another item …), with them. */
export interface NamingNoteText<K extends ActivityChange['kind']> {
  readonly text: NoteText<K>;
  readonly names: (change: Extract<ActivityChange, { kind: K }>) => NamedRows;
}

/** The note texts an owner (a widget, an item type) writes, one per kind it declares. */
export type NoteTexts = {
  readonly [K in WidgetChangeKind]?: NoteText<K> | NamingNoteText<K>;
};

const registered: { -readonly [K in WidgetChangeKind]?: NoteTexts[K] } = {};

/**
 * Hands the recorder an owner's note texts. Called by those above the kernel, so `activity/`
 * imports none of them: the widget set when the registry installs it (`core/widget-set.ts`),
 * the registry for a widget folder with no widget (links), an item type's writes when they load
 * (`spam/spam.writes.ts`, `issues/promote.writes.ts`). A kind has one owner: a second text for it
 * is a mistake.
 */
export function registerNoteTexts(texts: NoteTexts): void {
  for (const [kind, text] of Object.entries(texts) as [WidgetChangeKind, unknown][]) {
    const known: unknown = registered[kind];
    if (known && known !== text) throw new Error(`Two note texts for the change kind ${kind}.`);
    Object.assign(registered, { [kind]: text });
  }
}

/** Every registered note text; the recorder's default. */
export const registeredNoteTexts = (): NoteTexts => registered;

/** A change kind's note text of any kind and the rows it names, as the engine calls them. */
export interface AnyNoteText {
  text: (
    change: ActivityChange,
    resolved: Resolved,
    sameKind: readonly ActivityChange[],
  ) => NoteDraft | NoteDraft[] | null;
  names?: (change: ActivityChange) => NamedRows;
}

/** The note text of `kind` in `texts`, if it has one. */
export function noteTextOf(
  texts: NoteTexts,
  kind: ActivityChange['kind'],
): AnyNoteText | undefined {
  const entry = texts[kind as WidgetChangeKind] as
    NoteText<WidgetChangeKind> | NamingNoteText<WidgetChangeKind> | undefined;
  if (!entry) return undefined;
  return (typeof entry === 'function' ? { text: entry } : entry) as AnyNoteText;
}

/** A note draft, with the item and namespaces its body names (for hiding it). */
export const note = (
  body: string,
  action: string,
  refs: Partial<Pick<NoteDraft, 'referencedWorkItemId' | 'referencedNamespaceIds'>> = {},
): NoteDraft => ({
  body,
  action,
  referencedWorkItemId: refs.referencedWorkItemId ?? null,
  referencedNamespaceIds: refs.referencedNamespaceIds ?? [],
});

/** A note draft with no referenced item or namespace (what most widget notes are). */
export const plainNote = (body: string, action: string): NoteDraft => note(body, action);

/**
 * The other item a change names (a link's, a promotion's): its reference from the item's own
 * namespace and the note's `referencedWorkItemId`; undefined when it is gone.
 */
export function otherItem(r: Resolved, id: number) {
  const other = r.items.get(id);
  if (!other) return undefined;
  const refs = { referencedWorkItemId: other.id };
  return { other, ref: referenceFrom(other, r.item.namespace), refs };
}

/** GitLab's `noteable_name`: the humanized issue type, or "epic". */
export const noun = (item: RefItem) => item.type;

/**
 * A milestone or iteration set or removed: named by its reference, or (deleted since) a bare
 * "removed …"; a set to something that no longer exists records nothing.
 */
export function setOrRemoveNote(
  what: 'milestone' | 'iteration',
  removed: boolean,
  target: { reference: string; namespaceId: number } | undefined,
): NoteDraft | null {
  if (!target) return removed ? note(`removed ${what}`, what) : null;
  const refs = { referencedNamespaceIds: [target.namespaceId] };
  return removed
    ? note(`removed ${what} ${target.reference}`, what, refs)
    : note(`changed ${what} to ${target.reference}`, what, refs);
}
