// User-facing strings and timing constants of the filter bar.

export const NO_MATCHES_FOUND = 'No matches found';
export const NO_SUGGESTIONS_FOUND = 'No suggestions found';

export const FETCH_LABELS_ERROR = 'There was a problem fetching labels.';
export const FETCH_LATEST_LABELS_ERROR = 'There was a problem fetching latest labels.';
export const FETCH_EPICS_ERROR = 'There was a problem fetching epics.';
export const FETCH_USERS_ERROR = 'There was a problem fetching users.';
export const FETCH_MILESTONES_ERROR = 'There was a problem fetching milestones.';
export const FETCH_EMOJI_ERROR = 'There was a problem fetching emoji.';
/** Our own text, worded like its siblings. */
export const FETCH_GROUPS_ERROR = 'There was a problem fetching groups.';

export const RECENT_SEARCHES_PARSE_ERROR = 'An error occurred while parsing recent searches';
export const RECENT_SEARCHES_UNAVAILABLE = 'Recent Searches Service is unavailable';

/** Group and project search debounce (GitLab's). */
export const GROUP_SEARCH_DEBOUNCE_MS = 500;
/** Suggestion fetch debounce: our choice. */
export const SUGGESTION_DEBOUNCE_MS = 250;
