import { builder } from '#server/graphql/builder.ts';
import { resourceNotAvailable } from '#server/graphql/args.ts';
import { encodeGid, gidArgument } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { readableItemById } from '../work-items/core/access.ts';
import { historyTargetOf } from '../work-items/history/item-access.ts';
import { findNote } from '../work-items/history/notes.repository.ts';
import { noteNode } from './notes.fields.ts';
import { NoteRef, type NoteNode } from './note-types.graphql.ts';
import { discussionGid } from './note-ids.graphql.ts';
import { threadStarter } from './notes.repository.ts';
import type { WorkItemChange, WorkItemEvent } from '#server/realtime/events.ts';
import { eventStream } from '#server/realtime/event-stream.ts';
import { freshReads, liveEvents } from '#server/realtime/live-events.ts';

/**
 * GitLab's workItemNoteCreated, workItemNoteUpdated and workItemNoteDeleted: each comment event
 * of an item, checked with the viewer's rights at the moment of the event. A note the viewer may
 * not see (an internal note for a guest) is skipped; the stream ends when the item is no longer
 * readable (a confidential item's notes never reach a non-reader).
 */

/** GitLab's DeletedNote: what is left to say about a comment once it is gone. */
interface DeletedNote {
  id: string;
  discussionId: string | null;
  lastDiscussionNote: boolean;
}

const DeletedNoteRef = builder.objectRef<DeletedNote>('DeletedNote');
DeletedNoteRef.implement({
  description: 'A deleted note, as the workItemNoteDeleted subscription sends it',
  fields: (t) => ({
    id: t.field({ type: 'NoteID', nullable: false, resolve: (n) => n.id }),
    discussionId: t.field({ type: 'DiscussionID', nullable: true, resolve: (n) => n.discussionId }),
    lastDiscussionNote: t.boolean({
      nullable: true,
      description: 'Whether the deleted note was the last one of its thread.',
      resolve: (n) => n.lastDiscussionNote,
    }),
  }),
});

/** What a stream sends for one event: a value, nothing (skip it), or 'gone' (end the stream). */
type Pick<T> = (ctx: RequestContext, event: WorkItemEvent) => Promise<T | 'gone' | null>;

/** The event's item and note scope with fresh reads (null too when the identity lapsed). */
async function eventTarget(ctx: RequestContext, event: WorkItemEvent) {
  if (!(await freshReads(ctx, event))) return null;
  const item = await readableItemById(ctx, event.workItemId);
  return item ? historyTargetOf(ctx, item) : null;
}

const visibleNoteOf =
  (kind: WorkItemChange): Pick<NoteNode> =>
  async (ctx, event) => {
    if (!event.changes.includes(kind) || event.noteId === undefined) return null;
    const target = await eventTarget(ctx, event);
    if (!target) return 'gone';
    const note = await findNote(ctx, target, event.noteId);
    return note ? noteNode(ctx, target, note) : null;
  };

const deletedNote: Pick<DeletedNote> = async (ctx, event) => {
  if (!event.changes.includes('note_deleted') || event.noteId === undefined) return null;
  const target = await eventTarget(ctx, event);
  if (!target) return 'gone';
  if (event.noteInternal !== false && !target.readsInternal) return null;
  const discussionId = event.discussionId || null;
  const rest = discussionId ? await threadStarter(ctx.db, target.item.id, discussionId) : null;
  return {
    id: encodeGid('Note', event.noteId),
    discussionId: discussionId && discussionGid(discussionId),
    lastDiscussionNote: rest === null,
  };
};

/** Cairn's one-stream summary of the three, for the web page (see live-refresh.md). */
interface NoteChange {
  action: 'CREATED' | 'UPDATED' | 'DELETED';
  noteId: string;
}

const NoteChangeActionEnum = builder.enumType('NoteChangeAction', {
  values: ['CREATED', 'UPDATED', 'DELETED'] as const,
});

const NoteChangeRef = builder.objectRef<NoteChange>('WorkItemNoteChange');
NoteChangeRef.implement({
  description: 'Cairn: a comment of a work item was created, updated or deleted',
  fields: (t) => ({
    action: t.field({ type: NoteChangeActionEnum, nullable: false, resolve: (c) => c.action }),
    noteId: t.field({ type: 'NoteID', nullable: false, resolve: (c) => c.noteId }),
  }),
});

const ACTIONS = [
  ['note', 'CREATED'],
  ['note_updated', 'UPDATED'],
] as const;

const anyNoteChange: Pick<NoteChange> = async (ctx, event) => {
  for (const [kind, action] of ACTIONS) {
    const node = await visibleNoteOf(kind)(ctx, event);
    if (node === 'gone') return node;
    if (node) return { action, noteId: encodeGid('Note', node.note.id) };
  }
  const deleted = await deletedNote(ctx, event);
  return deleted && deleted !== 'gone' ? { action: 'DELETED', noteId: deleted.id } : deleted;
};

/** The picked value of each event (see event-stream.ts). */
function noteStream<T>(
  ctx: RequestContext,
  events: AsyncIterableIterator<WorkItemEvent>,
  pick: Pick<T>,
): AsyncIterableIterator<T> {
  return eventStream(events, (event) => pick(ctx, event));
}

/** Listens before the read check, so no event between the check and the stream is lost. */
async function subscribeToNotes<T>(ctx: RequestContext, noteableId: string, pick: Pick<T>) {
  const id = gidArgument('noteableId', noteableId, 'Issue', 'Epic', 'WorkItem');
  const events = liveEvents(ctx, (hub, signal) => hub.subscribe(id, signal));
  if (!(await readableItemById(ctx, id))) {
    await events.return?.();
    throw resourceNotAvailable();
  }
  return noteStream(ctx, events, pick);
}

for (const [name, kind, description] of [
  [
    'workItemNoteCreated',
    'note',
    'Triggered when a note is created on a work item (issue or epic).',
  ],
  [
    'workItemNoteUpdated',
    'note_updated',
    'Triggered when a note of a work item is edited, resolved or unresolved, or gets or loses a reaction.',
  ],
] as const) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: NoteRef,
      nullable: true,
      description,
      args: { noteableId: t.arg({ type: 'NoteableID', required: true }) },
      subscribe: (_root, args, ctx) => subscribeToNotes(ctx, args.noteableId, visibleNoteOf(kind)),
      resolve: (node: NoteNode) => node,
    }),
  );
}

builder.subscriptionField('workItemNoteDeleted', (t) =>
  t.field({
    type: DeletedNoteRef,
    nullable: true,
    description: 'Triggered when a note of a work item is deleted.',
    args: { noteableId: t.arg({ type: 'NoteableID', required: true }) },
    subscribe: (_root, args, ctx) => subscribeToNotes(ctx, args.noteableId, deletedNote),
    resolve: (note: DeletedNote) => note,
  }),
);

builder.subscriptionField('workItemNotesChanged', (t) =>
  t.field({
    type: NoteChangeRef,
    nullable: true,
    description:
      'Cairn: any comment of a work item created, updated or deleted, in one stream (a page ' +
      'holds one connection instead of three).',
    args: { noteableId: t.arg({ type: 'NoteableID', required: true }) },
    subscribe: (_root, args, ctx) => subscribeToNotes(ctx, args.noteableId, anyNoteChange),
    resolve: (change: NoteChange) => change,
  }),
);
