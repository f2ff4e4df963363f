/** Which notes the discussion shows, and in which order: pure, remembered per user. */

export type ActivityFilter = 'all' | 'comments' | 'history';
export type SortOrder = 'oldest' | 'newest';

export const FILTER_LABELS: Record<ActivityFilter, string> = {
  all: 'Show all activity',
  comments: 'Show comments only',
  history: 'Show history only',
};

interface ThreadLike {
  notes: readonly { system: boolean }[];
}

/** A thread is history when it is a system note; comments are every other thread. */
export function visibleThreads<T extends ThreadLike>(
  threads: readonly T[],
  filter: ActivityFilter,
  order: SortOrder,
): T[] {
  const kept = threads.filter((t) => {
    const system = t.notes[0]?.system ?? false;
    return filter === 'all' || (filter === 'history' ? system : !system);
  });
  return order === 'newest' ? kept.reverse() : kept;
}

export interface DiscussionPreferences {
  filter: ActivityFilter;
  order: SortOrder;
}

const DEFAULTS: DiscussionPreferences = { filter: 'all', order: 'oldest' };
const storageKey = (username: string | null) => `cairn:discussion:${username ?? 'anonymous'}`;

/** The viewer's filter and order (localStorage, one entry per user). */
export function readPreferences(username: string | null): DiscussionPreferences {
  try {
    const raw = localStorage.getItem(storageKey(username));
    const value = raw ? (JSON.parse(raw) as Partial<DiscussionPreferences>) : {};
    return {
      filter: value.filter && value.filter in FILTER_LABELS ? value.filter : DEFAULTS.filter,
      order: value.order === 'newest' ? 'newest' : DEFAULTS.order,
    };
  } catch {
    return DEFAULTS;
  }
}

export function writePreferences(username: string | null, prefs: DiscussionPreferences) {
  try {
    localStorage.setItem(storageKey(username), JSON.stringify(prefs));
  } catch {
    // Storage may be full or disabled: the choice then lasts for this page only.
  }
}
