import type { ActivityChange, WidgetChangeKind } from './changes.ts';
import type { NoteDraft, Resolved } from './note-bodies.ts';

/** One change kind's system note: GitLab's body and action, or none. */
export type NoteText<K extends ActivityChange['kind']> = (
  change: Extract<ActivityChange, { kind: K }>,
  resolved: Resolved,
) => NoteDraft | NoteDraft[] | null;

/** The note texts a widget owns, one per change kind it declares (`WidgetChanges`). */
export type NoteTexts = { readonly [K in WidgetChangeKind]?: NoteText<K> };

/** A note draft with no referenced item or namespace (what most widget notes are). */
export const plainNote = (body: string, action: string): NoteDraft => ({
  body,
  action,
  referencedWorkItemId: null,
  referencedNamespaceIds: [],
});
