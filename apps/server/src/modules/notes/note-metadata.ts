import { and, desc, eq, lt } from 'drizzle-orm';
import { descriptionVersions, systemNoteMetadata } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { requestLoader } from '#server/lib/request-loader.ts';

export type NoteMetadata = typeof systemNoteMetadata.$inferSelect;

/** The system-note metadata of notes, batched per request (unchecked: callers pass visible notes). */
export const noteMetadataLoader = (ctx: RequestContext) =>
  requestLoader<number, NoteMetadata | null>(ctx, 'noteMetadata', async (ids) => {
    const rows = await ctx.db
      .select()
      .from(systemNoteMetadata)
      .where(byKeys(systemNoteMetadata.noteId, ids));
    return ids.map((id) => rows.find((r) => r.noteId === id) ?? null);
  });

/** A description version and the text before it (for 'Compare with previous version'). */
export async function descriptionVersionPair(ctx: RequestContext, versionId: number) {
  const [version] = await ctx.db
    .select()
    .from(descriptionVersions)
    .where(eq(descriptionVersions.id, versionId))
    .limit(1);
  if (!version) return null;
  const [previous] = await ctx.db
    .select({ description: descriptionVersions.description })
    .from(descriptionVersions)
    .where(
      and(
        eq(descriptionVersions.workItemId, version.workItemId),
        lt(descriptionVersions.id, version.id),
      ),
    )
    .orderBy(desc(descriptionVersions.id))
    .limit(1);
  return { ...version, previousDescription: previous?.description ?? '' };
}

/** GitLab's system note icons (SystemNoteHelper::ICON_NAMES_BY_ACTION) for Cairn's actions. */
const ICONS: Record<string, string> = {
  assignee: 'user',
  closed: 'issue-close',
  color: 'pencil',
  confidential: 'eye-slash',
  description: 'pencil',
  health_status: 'status-health',
  iteration: 'iteration',
  label: 'label',
  locked: 'lock',
  milestone: 'milestone',
  opened: 'issues',
  reopened: 'issues',
  relate: 'link',
  relate_to_child: 'link',
  relate_to_parent: 'link',
  reorder_child: 'link',
  start_date_or_due_date: 'calendar',
  title: 'pencil',
  unlocked: 'lock-open',
  unrelate: 'link',
  unrelate_from_child: 'link',
  unrelate_from_parent: 'link',
  visible: 'eye',
  weight: 'weight',
};

export const systemNoteIcon = (action: string | undefined) =>
  action ? (ICONS[action] ?? 'comment') : null;
