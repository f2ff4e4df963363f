import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { epicParentProblem, removeParentLink, setParentLink } from './hierarchy.service.ts';
import { parentOf } from '#server/modules/work-items/core/tree-links.ts';
import { epicParentRest, issueEpicRest } from './hierarchy.rest-slice.ts';
import { epicHierarchyInput, issueHierarchyInput } from './hierarchy.input.ts';
import { hierarchyNotes } from './hierarchy.notes.ts';

/**
 * The item's parent epic (`input.parent`, resolved and permission-checked by the caller; null
 * removes it). The pipeline records the matching `child` change on the old and new parents.
 */
export const hierarchyWidget: Widget = {
  name: 'hierarchy',
  inputKeys: ['parent'],
  widgetType: 'HIERARCHY',
  rest: { epic: epicParentRest, issue: issueEpicRest },
  graphqlInput: { epic: epicHierarchyInput, issue: issueHierarchyInput },
  notes: hierarchyNotes,
  // A task's parent is an issue; any other item's parent is its epic (issuableEpicUpdated).
  liveKinds: (change, before) =>
    change.kind !== 'parent' ? [] : before?.type === 'task' ? ['parent'] : ['parent', 'epic'],
  async apply({ tx, item }, input) {
    if (input.parent === undefined) return null;
    const link = await parentOf(tx, item.id);
    const from = link?.parentId ?? null;
    if (input.parent === null) {
      if (!link) return null;
      await removeParentLink(tx, item.id);
      return { changes: [{ kind: 'parent', from, to: null }], rollups: [link.parentId] };
    }
    if (from === input.parent.id) return null;
    const problem = await epicParentProblem(tx, item, input.parent);
    if (problem) throw problem;
    await setParentLink(tx, item.id, input.parent.id);
    return {
      changes: [{ kind: 'parent', from, to: input.parent.id }],
      rollups: [input.parent.id, ...(from === null ? [] : [from])],
    };
  },
};
