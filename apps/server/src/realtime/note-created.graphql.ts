import { GraphQLError } from 'graphql';
import { builder } from '../graphql/builder.ts';
import { resourceNotAvailable } from '../graphql/args.ts';
import { gidArgument } from '../graphql/global-id.ts';
import type { RequestContext } from '../lib/context.ts';
import { createAccessCache } from '../lib/access-cache.ts';
import { readableItemById } from '../modules/work-items/core/access.ts';
import { historyTargetOf } from '../modules/work-items/activity/item-access.ts';
import { findNote } from '../modules/work-items/activity/notes.repository.ts';
import { noteNode } from '../modules/notes/notes.fields.graphql.ts';
import { NoteRef, type NoteNode } from '../modules/notes/notes.graphql.ts';
import type { WorkItemEvent } from './events.ts';

/**
 * GitLab's workItemNoteCreated: each comment created on an item, re-read with the viewer's
 * rights at the moment of the event. A note the viewer may not see (an internal note for a
 * guest) is skipped; the stream ends when the item is no longer readable.
 */

async function visibleCreatedNote(
  ctx: RequestContext,
  event: WorkItemEvent,
): Promise<NoteNode | 'gone' | null> {
  if (!event.changes.includes('note') || event.noteId === undefined) return null;
  ctx.memo.clear();
  ctx.access = createAccessCache(ctx.db, ctx.viewer);
  const item = await readableItemById(ctx, event.workItemId);
  if (!item) return 'gone';
  const target = await historyTargetOf(ctx, item);
  const note = await findNote(ctx, target, event.noteId);
  return note ? noteNode(ctx, target, note) : null;
}

function createdNotes(
  ctx: RequestContext,
  events: AsyncIterableIterator<WorkItemEvent>,
): AsyncIterableIterator<NoteNode> {
  const finish = async (): Promise<IteratorReturnResult<undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<NoteNode> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      for (;;) {
        const event = await events.next();
        if (event.done) return finish();
        const node = await visibleCreatedNote(ctx, event.value);
        if (node === 'gone') return finish();
        if (node) return { value: node, done: false };
      }
    },
    return: finish,
  };
  return iterator;
}

builder.subscriptionField('workItemNoteCreated', (t) =>
  t.field({
    type: NoteRef,
    nullable: true,
    description: 'Triggered when a note is created on a work item (issue or epic).',
    args: { noteableId: t.arg({ type: 'NoteableID', required: true }) },
    subscribe: async (_root, args, ctx) => {
      const id = gidArgument('noteableId', args.noteableId, 'Issue', 'Epic', 'WorkItem');
      const hub = ctx.realtime;
      if (!hub) throw new GraphQLError('Subscriptions are not available');
      const signal = (ctx as { request?: Request }).request?.signal;
      const events = hub.subscribe(id, signal);
      if (!(await readableItemById(ctx, id))) {
        await events.return?.();
        throw resourceNotAvailable();
      }
      return createdNotes(ctx, events);
    },
    resolve: (node: NoteNode) => node,
  }),
);
