import type { ActivityChange, WidgetChangeKind } from './changes.ts';
import type { NoteDraft, Resolved } from './note-bodies.ts';
import type { RefItem } from './references.ts';

/** One change kind's system note: GitLab's body and action, or none. */
export type NoteText<K extends ActivityChange['kind']> = (
  change: Extract<ActivityChange, { kind: K }>,
  resolved: Resolved,
) => NoteDraft | NoteDraft[] | null;

/** The note texts a widget owns, one per change kind it declares (`WidgetChanges`). */
export type NoteTexts = { readonly [K in WidgetChangeKind]?: NoteText<K> };

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
