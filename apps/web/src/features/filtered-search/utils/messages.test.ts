import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('messages', () => {
  it('has the exact strings', () => {
    expect({ ...messages }).toEqual({
      NO_MATCHES_FOUND: 'No matches found',
      NO_SUGGESTIONS_FOUND: 'No suggestions found',
      FETCH_LABELS_ERROR: 'There was a problem fetching labels.',
      FETCH_LATEST_LABELS_ERROR: 'There was a problem fetching latest labels.',
      FETCH_EPICS_ERROR: 'There was a problem fetching epics.',
      FETCH_USERS_ERROR: 'There was a problem fetching users.',
      FETCH_MILESTONES_ERROR: 'There was a problem fetching milestones.',
      FETCH_EMOJI_ERROR: 'There was a problem fetching emoji.',
      FETCH_GROUPS_ERROR: 'There was a problem fetching groups.',
      RECENT_SEARCHES_PARSE_ERROR: 'An error occurred while parsing recent searches',
      RECENT_SEARCHES_UNAVAILABLE: 'Recent Searches Service is unavailable',
      GROUP_SEARCH_DEBOUNCE_MS: 500,
      SUGGESTION_DEBOUNCE_MS: 250,
    });
  });
});
