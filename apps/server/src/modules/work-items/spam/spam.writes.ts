import type { RequestContext } from '#server/lib/context.ts';
import { refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { issuePermissionSet } from '../core/access.ts';
import { writeWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import { findWorkItemsByIds, type WorkItemRow } from '../core/work-items.repository.ts';
import { registerNoteTexts } from '../activity/note-texts.ts';
import { spamNotes } from './spam.notes.ts';

// The spam kind's note text, registered by the writes that make it (activity/note-texts.ts).
registerNoteTexts(spamNotes);

/**
 * 'Submit as spam' (spam: true) and 'Mark as not spam' (false), admins only. The flag hides the
 * item exactly like a banned author's (policy `isHiddenItem`); the write goes through the
 * pipeline, so it records an internal 'spam'/'ham' system note, bumps lock_version and publishes
 * the live event. A viewer who cannot read the issue gets 404; a reader who is no admin 403.
 */
export async function setIssueSpam(
  ctx: RequestContext,
  issue: WorkItemRow,
  spam: boolean,
): Promise<WorkItemRow> {
  const admin = requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  const admins = perms.canReportSpam || perms.canMarkAsNotSpam;
  requireAllowed(perms.readIssue, admins);
  if (spam && !perms.canReportSpam) {
    throw refused(422, 'This issue has already been submitted as spam.');
  }
  if (!spam && !perms.canMarkAsNotSpam) {
    throw refused(422, 'This issue is not marked as spam.');
  }
  await writeWorkItem(ctx, issue, async ({ now }) => ({
    outcome: {
      patch: spam
        ? { hiddenAsSpamAt: now, hiddenAsSpamById: admin.id }
        : { hiddenAsSpamAt: null, hiddenAsSpamById: null },
      changes: [{ kind: 'spam', to: spam }],
    },
    value: null,
  }));
  const [row] = await findWorkItemsByIds(ctx.db, [issue.id]);
  return row!;
}
