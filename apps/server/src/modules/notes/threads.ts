import type { RequestContext } from '#server/lib/context.ts';
import type { HistoryTarget } from '../work-items/history/item-access.ts';
import { notesPage, type NoteRow } from '../work-items/history/notes.repository.ts';

/** GitLab's discussion: a thread of notes, or one standalone note (`individual_note`). */
export interface Thread {
  id: string;
  individualNote: boolean;
  notes: NoteRow[];
}

/** More notes than any item's discussion holds in practice; a page is cut from the threads. */
const SCAN_LIMIT = 10_000;

/** The item's visible notes grouped into threads, threads ordered by their first note. */
export async function visibleThreads(
  ctx: RequestContext,
  target: HistoryTarget,
  filter: 'all_notes' | 'only_comments' | 'only_activity' = 'all_notes',
): Promise<Thread[]> {
  const { rows } = await notesPage(ctx, target, {
    order_by: 'created_at',
    sort: 'asc',
    activity_filter: filter,
    limit: SCAN_LIMIT,
    offset: 0,
  });
  return groupThreads(rows);
}

export function groupThreads(rows: readonly NoteRow[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const note of rows) {
    const id = note.discussionId ?? `note-${note.id}`;
    const thread = threads.get(id);
    if (thread) thread.notes.push(note);
    else threads.set(id, { id, individualNote: note.type !== 'DiscussionNote', notes: [note] });
  }
  return [...threads.values()];
}
