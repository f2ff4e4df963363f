import type { IssuePermissions } from '../../../core/permissions/index.ts';
import type { NoteTexts } from '../activity/note-texts.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { Widget } from './widget.ts';

/** The widgets of each work-item type, in the order the pipeline applies them. */
export type WidgetSet = Readonly<Record<WorkItemRow['type'], readonly Widget[]>>;

let installed: WidgetSet | undefined;
let texts: NoteTexts = {};

/**
 * The registry (registry/registry.ts, above the widgets) installs its set when it loads: the
 * kernel imports no widget, yet every write runs its type's widgets.
 */
export function installWidgets(set: WidgetSet): void {
  installed = set;
  texts = Object.assign({}, ...Object.values(set).flatMap((ws) => ws.map((w) => w.notes ?? {})));
}

export function widgetsOf(type: WorkItemRow['type']): readonly Widget[] {
  if (!installed) throw new Error('No work-item widgets are installed (registry/registry.ts).');
  return installed[type];
}

/** Every installed widget's note texts (a change mirrored onto another item uses them too). */
export const widgetNoteTexts = (): NoteTexts => texts;

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
