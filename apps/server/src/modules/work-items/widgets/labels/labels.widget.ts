import { labels, type Database } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import {
  addItemLabels,
  findUsableLabels,
  itemLabelIds,
  removeItemLabels,
  replaceItemLabels,
} from './labels.repository.ts';
import { labelsNotes } from './labels.notes.ts';
import { epicLabelsRest, issueLabelsRest } from './labels.rest-slice.ts';
import { epicLabelsInput, issueLabelsInput } from './labels.input.ts';

export const DEFAULT_LABEL_COLOR = '#6699cc';

/**
 * Label ids from ids and titles usable in the namespace (its own labels and its ancestors').
 * Unknown titles are created in the namespace (GitLab's find-or-create) when `mayCreate`;
 * unknown ids are ignored, as GitLab does.
 */
async function resolveLabelIds(
  tx: Database,
  ns: NamespaceRow,
  by: { ids?: readonly number[] | null; titles?: readonly string[] | null },
  mayCreate: boolean,
): Promise<number[]> {
  const titles = [...new Set((by.titles ?? []).map((t) => t.trim()).filter(Boolean))];
  const found = await findUsableLabels(tx, ns.traversalIds, { ids: by.ids ?? [], titles });
  const ids = new Set(found.map((l) => l.id));
  const have = new Set(found.map((l) => l.title.toLowerCase()));
  const missing = titles.filter((t) => !have.has(t.toLowerCase()));
  if (missing.length && mayCreate) {
    if (missing.some((title) => title.length > 255)) {
      throw refused(400, 'Label title is too long');
    }
    const created = await tx
      .insert(labels)
      .values(missing.map((title) => ({ namespaceId: ns.id, title, color: DEFAULT_LABEL_COLOR })))
      .onConflictDoNothing()
      .returning({ id: labels.id });
    for (const c of created) ids.add(c.id);
  }
  return [...ids];
}

/**
 * Labels: replace all (REST `labels`, GraphQL `labelIds`), then add and remove by id or title.
 * Adds and removes touch only their own rows, so concurrent writers never drop each other's.
 */
export const labelsWidget: Widget = {
  name: 'labels',
  inputKeys: ['labelIds', 'addLabelIds', 'removeLabelIds', 'labels', 'addLabels', 'removeLabels'],
  rest: { epic: epicLabelsRest, issue: issueLabelsRest },
  graphqlInput: { epic: epicLabelsInput, issue: issueLabelsInput },
  notes: labelsNotes,
  async apply({ tx, item, namespace }, c) {
    const asked = [
      c.labels,
      c.labelIds,
      c.addLabelIds,
      c.addLabels,
      c.removeLabelIds,
      c.removeLabels,
    ];
    // A write that names no label reads none (two statements less in every other write).
    if (asked.every((value) => value == null)) return null;
    const before = new Set(await itemLabelIds(tx, item.id));
    if (c.labels != null || c.labelIds != null) {
      const ids = await resolveLabelIds(tx, namespace, { ids: c.labelIds, titles: c.labels }, true);
      await replaceItemLabels(tx, item.id, ids);
    }
    const add = await resolveLabelIds(
      tx,
      namespace,
      { ids: c.addLabelIds, titles: c.addLabels },
      true,
    );
    const remove = await resolveLabelIds(
      tx,
      namespace,
      { ids: c.removeLabelIds, titles: c.removeLabels },
      false,
    );
    await addItemLabels(tx, item.id, add);
    await removeItemLabels(tx, item.id, remove);
    const after = new Set(await itemLabelIds(tx, item.id));
    const added = [...after].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !after.has(id));
    if (!added.length && !removed.length) return null;
    return { changes: [{ kind: 'labels', added, removed }] };
  },
};
