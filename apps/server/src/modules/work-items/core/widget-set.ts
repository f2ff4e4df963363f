import type { IssuePermissions } from '#server/core/permissions/index.ts';
import { registerNoteTexts, registeredNoteTexts, type NoteTexts } from '../activity/note-texts.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { Widget } from './widget.ts';

/** The widgets of each work-item type, in the order the pipeline applies them. */
export type WidgetSet = Readonly<Record<WorkItemRow['type'], readonly Widget[]>>;

let installed: WidgetSet | undefined;
let every: readonly Widget[] = [];

/**
 * The registry (registry/registry.ts, above the widgets) installs its set when it loads: the
 * kernel imports no widget, yet every write runs its type's widgets, records their notes (handed
 * to the recorder here) and publishes their live kinds.
 */
export function installWidgets(set: WidgetSet): void {
  installed = set;
  every = [...new Set(Object.values(set).flat())];
  for (const widget of every) if (widget.notes) registerNoteTexts(widget.notes);
}

export function widgetsOf(type: WorkItemRow['type']): readonly Widget[] {
  if (!installed) throw new Error('No work-item widgets are installed (registry/registry.ts).');
  return installed[type];
}

/** Every installed widget once, whatever its types (a mirrored change has no type to ask). */
export const installedWidgets = (): readonly Widget[] => every;

/**
 * The note texts the recorder writes with: the installed widgets' and those their other owners
 * registered (activity/note-texts.ts); a change mirrored onto another item uses them too.
 */
export const widgetNoteTexts = (): NoteTexts => registeredNoteTexts();

/** The issue permission a widget's input keys and quick actions need (widget.ts: `right`). */
export const widgetRight = (widget: Widget): keyof IssuePermissions =>
  widget.right ?? 'canAdminIssue';

/**
 * Whether the viewer may write every widget key the input sets (any value but undefined): a
 * key in a type's widget's `inputKeys` needs that widget's right. The issue writes and the
 * time-tracking endpoints check their input with it.
 */
export function widgetKeysAllowed(
  perms: IssuePermissions,
  type: WorkItemRow['type'],
  input: object,
): boolean {
  const keys = input as Readonly<Record<string, unknown>>;
  return widgetsOf(type).every(
    (w) => perms[widgetRight(w)] || !(w.inputKeys ?? []).some((k) => keys[k] !== undefined),
  );
}
