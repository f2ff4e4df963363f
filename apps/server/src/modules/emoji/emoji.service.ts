import type { Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { forbidden, notFound, unauthorized } from '#server/lib/errors.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { activeViewer } from '#server/core/permissions/index.ts';
import {
  canReadItem,
  epicPermissionSet,
  issuePermissionSet,
  readableItemById,
} from '../work-items/core/access.ts';
import { writeWorkItem } from '../work-items/core/pipeline.ts';
import { findWorkItemByIid, type WorkItemRow } from '../work-items/core/work-items.repository.ts';
import { publishWorkItemEvent } from '#server/realtime/events.ts';
import { emojiByName } from './emoji-data.ts';
import {
  awardsByItemIds,
  deleteAward,
  findAwardById,
  findUserAward,
  insertAward,
  type AwardRow,
} from './emoji.repository.ts';
import { requestLoader } from '#server/lib/request-loader.ts';

export type { AwardRow };

/**
 * Awards on many items in one statement. Unchecked: callers pass only items the viewer may
 * read (Epic/Issue awardEmoji fields resolve on already readable items).
 */
export const awardEmojiLoader = (ctx: RequestContext) =>
  requestLoader<number, AwardRow[]>(ctx, 'awardEmojiByItem', async (ids) => {
    const rows = await awardsByItemIds(ctx.db, ids);
    return ids.map((id) => rows.filter((r) => r.workItemId === id));
  });

/** An epic (in a group) or issue/incident/task (in a project) by iid, readable, or 404. */
export async function awardableByIid(
  ctx: RequestContext,
  ns: NamespaceRow,
  iid: number,
): Promise<WorkItemRow> {
  const item = await findWorkItemByIid(ctx.db, ns.id, iid);
  const family = ns.kind === 'group' ? item?.type === 'epic' : item?.type !== 'epic';
  if (!item || !family || !(await canReadItem(ctx, item))) throw notFound();
  return item;
}

/** An awardable by database id, readable, or null. */
export const awardableById = (ctx: RequestContext, id: number) => readableItemById(ctx, id);

/** The policy's awardEmoji flag: signed in, and a member when the discussion is locked. */
export async function requireCanAward(ctx: RequestContext, item: WorkItemRow) {
  if (!activeViewer(ctx.viewer.user)) throw unauthorized();
  const allowed =
    item.type === 'epic'
      ? (await epicPermissionSet(ctx, item)).awardEmoji
      : (await issuePermissionSet(ctx, item)).awardEmoji;
  if (!allowed) throw forbidden();
}

export type AwardOutcome =
  | { award: AwardRow; toggledOn: boolean; errors: [] }
  | { award: null; toggledOn: boolean; errors: string[] };

const invalidName: AwardOutcome = {
  award: null,
  toggledOn: false,
  errors: ['Name is not a valid emoji name'],
};

/** A pipeline step's answer: the award changed (publish `updated`) or nothing did. */
const changed = <T>(value: T) => ({ outcome: { announce: true }, value });
const unchanged = <T>(value: T) => ({ outcome: {}, value });

/**
 * Adds, removes or toggles the viewer's award of one emoji on an item, through the work-item
 * pipeline (locked row, one transaction, a live `updated` event, no activity: GitLab records
 * none). Business failures (unknown emoji, already awarded, nothing to remove) come back as
 * errors and change nothing.
 */
export async function changeAward(
  ctx: RequestContext,
  item: WorkItemRow,
  rawName: string,
  action: 'add' | 'remove' | 'toggle',
  /** A reaction on one of the item's comments rather than on the item. */
  noteId: number | null = null,
): Promise<AwardOutcome> {
  await requireCanAward(ctx, item);
  const userId = ctx.viewer.user?.id ?? 0;
  const emoji = emojiByName(rawName);
  if (!emoji) return invalidName;
  const name = emoji.name;
  return writeWorkItem<AwardOutcome>(ctx, item, async ({ tx }) => {
    const existing = await findUserAward(tx, item.id, userId, name, noteId);
    if (existing && action !== 'add') {
      await deleteAward(tx, existing.id);
      await publishNoteAwardChange(tx, item.id, noteId);
      return changed({ award: existing, toggledOn: false, errors: [] });
    }
    if (existing) {
      return unchanged({ award: null, toggledOn: true, errors: ['User has already been taken'] });
    }
    if (action === 'remove') {
      return unchanged({
        award: null,
        toggledOn: false,
        errors: [`User has not awarded emoji of type ${name} on the awardable`],
      });
    }
    const award = await insertAward(tx, { workItemId: item.id, userId, name, noteId });
    await publishNoteAwardChange(tx, item.id, noteId);
    return changed({ award, toggledOn: true, errors: [] });
  });
}

/** A reaction on a comment changes the comment: its `workItemNoteUpdated` subscribers hear it. */
export async function publishNoteAwardChange(tx: Database, itemId: number, noteId: number | null) {
  if (noteId === null) return;
  await publishWorkItemEvent(tx, { workItemId: itemId, changes: ['note_updated'], noteId });
}

/** DELETE .../award_emoji/:award_id: the viewer's own award (admins may remove any). */
export async function removeAwardById(ctx: RequestContext, item: WorkItemRow, awardId: number) {
  const award = await awardOn(ctx, item, awardId);
  const user = activeViewer(ctx.viewer.user);
  if (!user) throw unauthorized();
  if (award.userId !== user.id && !user.isAdmin) throw forbidden();
  await writeWorkItem(ctx, item, async ({ tx }) => {
    await deleteAward(tx, award.id);
    return changed(null);
  });
}

export async function awardOn(ctx: RequestContext, item: WorkItemRow, awardId: number) {
  const award = await findAwardById(ctx.db, awardId);
  if (!award || award.workItemId !== item.id || award.noteId !== null) throw notFound();
  return award;
}
