import { useEffect, useRef } from 'react';
import { taskListUpdatesInFlight } from './task-list-updates.ts';

/** Waits between polls when the server names no interval, and while paused. */
export const DEFAULT_POLL_MS = 3000;
/** After a failed request the poll waits longer, up to this. */
const MAX_POLL_MS = 60_000;

/** The `Poll-Interval` header in milliseconds; 0 or less (or absent) means "stop polling". */
export function pollInterval(headers: Headers): number {
  const value = Number(headers.get('poll-interval'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** What identifies one version of the item in a realtime_changes answer. */
export function versionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { lock_version: lock, updated_at: at } = body as Record<string, unknown>;
  return `${String(lock)}@${String(at)}`;
}

const paused = () => document.visibilityState === 'hidden' || taskListUpdatesInFlight() > 0;

/**
 * Polls GitLab's `GET <issue>/realtime_changes` while `enabled` (the live subscription is
 * unavailable): every `Poll-Interval` ms the server asks for, never while the page is hidden or
 * a task-list update is in flight. `onChange` runs when the item's version moves; polling stops
 * when the server answers an error or no positive interval (GitLab's poll does the same).
 */
export function useRealtimeChangesPolling(
  path: string | undefined,
  enabled: boolean,
  onChange: () => void,
) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!enabled || !path) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen: string | null = null;
    let failures = 0;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void poll(), ms);
    };
    const poll = async () => {
      if (paused()) return schedule(DEFAULT_POLL_MS);
      try {
        const response = await fetch(path, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok) return;
        const version = versionOf(await response.json());
        if (seen !== null && version !== seen) latest.current();
        seen = version;
        failures = 0;
        const interval = pollInterval(response.headers);
        if (interval > 0) schedule(interval);
      } catch {
        if (controller.signal.aborted) return;
        failures += 1;
        schedule(Math.min(MAX_POLL_MS, DEFAULT_POLL_MS * 2 ** failures));
      }
    };
    // Back on the page: look at once rather than at the end of the current wait.
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [path, enabled]);
}
