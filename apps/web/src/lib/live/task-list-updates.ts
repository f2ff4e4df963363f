/**
 * Task-list writes in flight on this page. The realtime_changes poll skips its turns while one
 * is pending (GitLab stops polling during task-list updates), so a poll answer read before the
 * toggle landed never refreshes the page back to the old checkbox state.
 */
let inFlight = 0;

export const taskListUpdatesInFlight = () => inFlight;

/** Counts `write` as in flight until it settles; returns its result. */
export async function trackTaskListUpdate<T>(write: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await write();
  } finally {
    inFlight -= 1;
  }
}
