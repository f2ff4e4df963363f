import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { Resolved } from '#server/modules/work-items/activity/note-bodies.ts';
import { note, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { labelReference } from '#server/modules/work-items/activity/references.ts';
import './labels.changes.ts';

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** GitLab's LabelNote: "added ~"a" ~"b" labels and removed ~"c" label" (sorted references). */
function labelsNote(change: Extract<ActivityChange, { kind: 'labels' }>, r: Resolved) {
  const part = (prefix: string, ids: number[]) => {
    const found = ids.map((id) => r.labels.get(id)).filter((l) => l !== undefined);
    const refs = found.map(labelReference).sort();
    const deleted = ids.length - found.length;
    if (!refs.length && !deleted) return null;
    const list = [refs.join(' ') || null, deleted ? `${deleted} deleted` : null]
      .filter(Boolean)
      .join(' + ');
    const count = deleted > 0 ? deleted : refs.length;
    return `${prefix} ${list} ${count === 1 ? 'label' : 'labels'}`;
  };
  const body = [part('added', change.added), part('removed', change.removed)]
    .filter(Boolean)
    .join(' and ');
  const namespaces = [...change.added, ...change.removed].flatMap((id) => {
    const label = r.labels.get(id);
    return label ? [label.namespaceId] : [];
  });
  return body ? note(body, 'label', { referencedNamespaceIds: unique(namespaces) }) : null;
}

export const labelsNotes: NoteTexts = {
  labels: { text: labelsNote, names: (c) => ({ labels: [...c.added, ...c.removed] }) },
};
