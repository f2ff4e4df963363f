import { subscriptions } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { namespaceLoader } from '#server/core/namespaces/namespaces.service.ts';
import { issuePermissionSet, namespaceOf } from '../core/access.ts';
import { deleteWorkItem, updateWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { labelsByItemIds } from '../widgets/labels/labels.repository.ts';
import { createEpic } from '../epics/epics.writes.ts';
import { participantIdsLoader } from '../widgets/social/social.loaders.ts';
import { registerNoteTexts } from '../activity/note-texts.ts';
import { promoteNotes } from './promote.notes.ts';

// The promoted kind's note text, registered by the write that makes it (activity/note-texts.ts).
registerNoteTexts(promoteNotes);

/**
 * Promote to epic (GitLab's `promoteToEpic`): a new epic in the project's parent group with the
 * issue's title, description, confidentiality, labels (found or created in the group by title)
 * and dates (as fixed dates); the issue's participants are subscribed to it. The issue is then
 * closed as promoted (`promoted_to_epic_id`), which records 'promoted to epic' on the issue and
 * 'promoted from issue' on the epic. Both writes go through the pipeline; should the second be
 * refused (a concurrent promotion won), the new epic is deleted again.
 */
export async function promoteIssueToEpic(
  ctx: RequestContext,
  issue: WorkItemRow,
): Promise<{ epic: WorkItemRow; issue: WorkItemRow }> {
  requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canPromoteToEpic);
  const project = await namespaceOf(ctx, issue);
  const group = project.parentId ? await namespaceLoader(ctx).load(project.parentId) : null;
  if (!group) throw refused(422, 'Cannot promote issue because it does not belong to a group.');
  const [labelRows, participants] = await Promise.all([
    labelsByItemIds(ctx.db, [issue.id]),
    participantIdsLoader(ctx).load(issue.id),
  ]);
  const epic = await createEpic(ctx, group, {
    title: issue.title,
    description: issue.description,
    confidential: issue.confidential,
    addLabels: labelRows.map((row) => row.label.title),
    ...(issue.startDate ? { startDateFixed: issue.startDate, startDateIsFixed: true } : {}),
    ...(issue.dueDate ? { dueDateFixed: issue.dueDate, dueDateIsFixed: true } : {}),
  });
  try {
    const closed = await updateWorkItem(ctx, issue, { promotedToEpicId: epic.id });
    if (participants.length) {
      await ctx.db
        .insert(subscriptions)
        .values(participants.map((userId) => ({ userId, workItemId: epic.id, subscribed: true })))
        .onConflictDoNothing();
    }
    return { epic, issue: closed };
  } catch (error) {
    await deleteWorkItem(ctx, epic);
    throw error;
  }
}
