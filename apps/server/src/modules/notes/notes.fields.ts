import { builder } from '#server/graphql/builder.ts';
import { memoize, type RequestContext } from '#server/lib/context.ts';
import { offsetConnection } from '#server/graphql/paging.ts';
import { listConnection } from '../work-items/core/common.graphql.ts';
import type { WorkItemRow } from '../work-items/core/work-items.repository.ts';
import { EpicRef } from '../work-items/epics/epics.graphql.ts';
import { IssueRef } from '../work-items/issues/issues.graphql.ts';
import { WorkItemRef } from '../work-items/item-kit/work-item.graphql.ts';
import { historyTargetOf, type HistoryTarget } from '../work-items/history/item-access.ts';
import { findNote, notesPage, type NoteRow } from '../work-items/history/notes.repository.ts';
import { readableItemById } from '../work-items/core/access.ts';
import { TimelogRef } from '../work-items/widgets/time-tracking/time-tracking.graphql.ts';
import { noteRights } from './note-rights.ts';
import {
  DiscussionConnection,
  NoteConnection,
  NoteRef,
  type NoteNode,
} from './note-types.graphql.ts';
import { visibleThreads } from './threads.ts';

/** `notes` and `discussions` of issues, epics and work items, system notes included. */

export const NotesFilterEnum = builder.enumType('NotesFilterType', {
  description: 'Work item notes collection type.',
  values: {
    ALL_NOTES: { value: 'all_notes', description: 'Show all activity' },
    ONLY_COMMENTS: { value: 'only_comments', description: 'Show comments only' },
    ONLY_ACTIVITY: { value: 'only_activity', description: 'Show history only' },
  } as const,
});

/** The item's history target and the viewer's note rights, once per item and request. */
export function noteScope(ctx: RequestContext, item: WorkItemRow) {
  return memoize(ctx, `noteScope:${item.id}`, async () => {
    const target = await historyTargetOf(ctx, item);
    return { target, rights: await noteRights(ctx, target) };
  });
}

type NotesFilter = 'all_notes' | 'only_comments' | 'only_activity';

/**
 * One page of the item's visible notes, oldest first, read by LIMIT/OFFSET; the same page asked
 * for again in the request (aliases) is read once (graphql/answer-size.integration-test.ts).
 */
function notesPageOnce(
  ctx: RequestContext,
  item: WorkItemRow,
  filter: NotesFilter,
  page: { limit: number; offset: number },
) {
  return memoize(ctx, `notesPage:${item.id}:${filter}:${page.limit}:${page.offset}`, async () => {
    const scope = await noteScope(ctx, item);
    const { rows } = await notesPage(ctx, scope.target, {
      order_by: 'created_at',
      sort: 'asc',
      activity_filter: filter,
      ...page,
    });
    return rows.map((note): NoteNode => ({ note, ...scope }));
  });
}

export async function noteNode(
  ctx: RequestContext,
  target: HistoryTarget,
  note: NoteRow,
): Promise<NoteNode> {
  const scope = await noteScope(ctx, target.item);
  return { note, target: scope.target, rights: scope.rights };
}

for (const ref of [IssueRef, EpicRef, WorkItemRef]) {
  builder.objectField(ref, 'notes', (t) =>
    t.field({
      type: NoteConnection,
      nullable: false,
      description: 'Notes on the item, oldest first, system notes included.',
      args: { ...t.arg.connectionArgs(), filter: t.arg({ type: NotesFilterEnum }) },
      resolve: (item, args, ctx) =>
        offsetConnection(args, (page) =>
          notesPageOnce(ctx, item, args.filter ?? 'all_notes', page),
        ),
    }),
  );
  builder.objectField(ref, 'discussions', (t) =>
    t.field({
      type: DiscussionConnection,
      nullable: false,
      description: 'Threads and standalone notes on the item, ordered by their first note.',
      args: { ...t.arg.connectionArgs(), filter: t.arg({ type: NotesFilterEnum }) },
      resolve: async (item, args, ctx) => {
        const scope = await noteScope(ctx, item);
        const threads = await memoize(ctx, `threads:${item.id}:${args.filter ?? 'all_notes'}`, () =>
          visibleThreads(ctx, scope.target, args.filter ?? 'all_notes'),
        );
        return listConnection(
          args,
          threads.map((thread) => ({ thread, ...scope })),
        );
      },
    }),
  );
}

// GitLab's `Timelog.note`: the comment whose `/spend` logged the entry (null for time logged
// otherwise, or a note the viewer may not see). Declared here: the notes module builds on the
// time-tracking widget, not the other way round.
builder.objectField(TimelogRef, 'note', (t) =>
  t.field({
    type: NoteRef,
    nullable: true,
    description: 'Note where the quick action was executed to add the logged time.',
    resolve: async (log, _args, ctx): Promise<NoteNode | null> => {
      if (log.noteId === null) return null;
      const item = await readableItemById(ctx, log.workItemId);
      if (!item) return null;
      const scope = await noteScope(ctx, item);
      const note = await findNote(ctx, scope.target, log.noteId);
      return note ? { note, ...scope } : null;
    },
  }),
);
