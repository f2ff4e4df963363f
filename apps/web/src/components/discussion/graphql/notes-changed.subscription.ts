import { graphql } from '#web/lib/graphql/index.ts';

/**
 * Comments others create, edit, resolve, react to or delete, in one stream (Cairn's
 * workItemNotesChanged: one connection instead of GitLab's three note subscriptions).
 */
export const notesChangedSubscription = graphql(`
  subscription NotesChanged($noteableId: NoteableID!) {
    workItemNotesChanged(noteableId: $noteableId) {
      action
      noteId
    }
  }
`);
