import { graphql } from '../../../lib/graphql/index.ts';

/** Comments others add to the item (GitLab's workItemNoteCreated). */
export const noteCreatedSubscription = graphql(`
  subscription NoteCreated($noteableId: NoteableID!) {
    workItemNoteCreated(noteableId: $noteableId) {
      id
    }
  }
`);
