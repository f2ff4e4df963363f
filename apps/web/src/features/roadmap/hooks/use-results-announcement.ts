// Announces the number of epics shown whenever a filter, sort, range or the next page changes
// them; the first load is left to the page-title announcement.
import { useEffect, useRef } from 'react';
import { announce } from '#web/components/live-announcer.tsx';
import {
  resultsAnnouncement,
  type ResultsAnnouncementInput,
} from '../utils/results-announcement.ts';

export function useResultsAnnouncement(
  settled: boolean,
  queryKey: string,
  input: ResultsAnnouncementInput,
) {
  const { count, hasMore, childEpics } = input;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    const key = `${queryKey}|${count}|${hasMore}`;
    if (lastKey.current === key) return;
    const first = lastKey.current === null;
    lastKey.current = key;
    if (!first) announce(resultsAnnouncement({ count, hasMore, childEpics }));
  }, [settled, queryKey, count, hasMore, childEpics]);
}
