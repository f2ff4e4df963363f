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
