/** What a to-do row says its author did (GitLab's to-do list wording). */
export const TODO_ACTION_TEXT: Record<string, string> = {
  assigned: 'assigned you',
  mentioned: 'mentioned you',
  marked: 'added a to-do item',
  directly_addressed: 'directly addressed you',
  escalated: 'opened an incident that is paging you',
};

export const EMPTY_PENDING = "Good job! Looks like you don't have anything left on your To-Do List";
export const EMPTY_DONE = 'There are no done to-do items yet.';
export const MARK_DONE_FAILED = 'Something went wrong while marking the to-do item as done.';

/** The app path of a to-do target's absolute web URL. */
export const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);
