import { eq } from 'drizzle-orm';
import { workItems, type Database } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { ItemPatch, Widget } from '#server/modules/work-items/core/widget.ts';
import { HIERARCHY_ERRORS, hasPublicChildren } from '../hierarchy/hierarchy.service.ts';
import { parentOf } from '#server/modules/work-items/core/tree-links.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { confidentialityLockNotes } from './confidentiality-lock.notes.ts';
import { confidentialLockedRest, confidentialRest } from './confidentiality-lock.rest-slice.ts';
import { confidentialInput, confidentialLockedInput } from './confidentiality-lock.input.ts';

/** An item becomes confidential only without public children, public only under a public parent. */
async function checkConfidentialChange(tx: Database, item: WorkItemRow, confidential: boolean) {
  if (confidential && (await hasPublicChildren(tx, item.id))) {
    throw refused(422, HIERARCHY_ERRORS.confidentialChildren);
  }
  if (!confidential) {
    const link = await parentOf(tx, item.id);
    if (link) {
      const [parent] = await tx.select().from(workItems).where(eq(workItems.id, link.parentId));
      if (parent?.confidential) throw refused(422, HIERARCHY_ERRORS.confidentialParent);
    }
  }
}

/** Confidentiality and the discussion lock (set on create by the insert, changed here). */
export const confidentialityLockWidget: Widget = {
  name: 'confidentiality-lock',
  rest: { epic: confidentialRest, issue: confidentialLockedRest },
  graphqlInput: { epic: confidentialInput, issue: confidentialLockedInput },
  notes: confidentialityLockNotes,
  async apply({ tx, item, creating }, input) {
    if (creating) return null;
    const patch: ItemPatch = {};
    const changes: ActivityChange[] = [];
    if (input.confidential != null && input.confidential !== item.confidential) {
      await checkConfidentialChange(tx, item, input.confidential);
      patch.confidential = input.confidential;
      changes.push({ kind: 'confidential', to: input.confidential });
    }
    if (input.discussionLocked != null && input.discussionLocked !== item.discussionLocked) {
      patch.discussionLocked = input.discussionLocked;
      changes.push({ kind: 'lock', to: input.discussionLocked });
    }
    return changes.length ? { patch, changes } : null;
  },
};
