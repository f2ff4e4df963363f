import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useGraphqlSubscription } from '../graphql/index.ts';
import { useRealtimeChangesPolling } from './realtime-changes-poll.ts';
import { refetchAfterNow } from './refetch-after-now.ts';
import { workItemUpdatedSubscription } from './work-item-updated.subscription.ts';

/** Events that arrive together (a label and a title saved at once) refetch once. */
const COALESCE_MS = 50;

export interface LiveWorkItemOptions {
  /** The item's `realtime_changes` URL, polled only while the subscription is unavailable. */
  pollPath?: string;
}

/**
 * Keeps an item's page current while others change it: subscribes to `workItemUpdated` for the
 * item (any id spelling: Issue, Epic or WorkItem gid) and, on each event, invalidates the active
 * TanStack queries, so every query the page shows (title, description, state, sidebar, tree,
 * notes) refetches. Pages keep their data in TanStack queries and need nothing else. When the
 * stream cannot be opened the page polls `pollPath` instead (see realtime-changes-poll.ts).
 */
export function useLiveWorkItem(workItemId: string | undefined, options: LiveWorkItemOptions = {}) {
  const queryClient = useQueryClient();
  const [fallback, setFallback] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A read already under way may have started before this event's change (refetch-after-now.ts).
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetchAfterNow(queryClient), COALESCE_MS);
  };

  useGraphqlSubscription(
    workItemUpdatedSubscription,
    { workItemId: workItemId ?? '' },
    () => {
      setFallback(false);
      refresh();
    },
    // Changes made while the stream was down are read again.
    { enabled: Boolean(workItemId), onReconnect: refresh, onFailure: () => setFallback(true) },
  );
  useRealtimeChangesPolling(options.pollPath, fallback, refresh);
}
