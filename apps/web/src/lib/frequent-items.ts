import { useEffect } from 'react';

/**
 * GitLab's "frequent items", kept in this browser's localStorage per user: each visit of an
 * issue or epic page counts at most once a day (frequency, lastAccessedOn). The dashboard lists
 * the most used first.
 */

export type FrequentItem = {
  id: string;
  title: string;
  reference: string;
  webPath: string;
  frequency: number;
  /** Epoch milliseconds of the last counted visit. */
  lastAccessedOn: number;
};

const MAX_ITEMS = 20;
const DAY_MS = 86_400_000;
const keyOf = (username: string) => `frequent-items:${username}`;

export function readFrequentItems(username: string): FrequentItem[] {
  try {
    const raw = window.localStorage.getItem(keyOf(username));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as FrequentItem[]) : [];
  } catch {
    return [];
  }
}

/** Records a visit; a second visit within a day only refreshes the title and path. */
export function recordVisit(
  username: string,
  item: Pick<FrequentItem, 'id' | 'title' | 'reference' | 'webPath'>,
  now = Date.now(),
) {
  const items = readFrequentItems(username);
  const found = items.find((i) => i.id === item.id);
  const counted = found && now - found.lastAccessedOn < DAY_MS;
  const next: FrequentItem = {
    ...item,
    frequency: (found?.frequency ?? 0) + (counted ? 0 : 1),
    lastAccessedOn: counted ? found.lastAccessedOn : now,
  };
  const rest = items.filter((i) => i.id !== item.id);
  const sorted = [next, ...rest].sort(byUse).slice(0, MAX_ITEMS);
  try {
    window.localStorage.setItem(keyOf(username), JSON.stringify(sorted));
  } catch {
    // Storage full or disabled: the dashboard just lists fewer items.
  }
}

/** Most frequent first, then most recent. */
export const byUse = (a: FrequentItem, b: FrequentItem) =>
  b.frequency - a.frequency || b.lastAccessedOn - a.lastAccessedOn;

/** Records the visit of a page's item once its data is there (signed-in users only). */
export function useRecordVisit(
  username: string | undefined,
  item: Pick<FrequentItem, 'id' | 'title' | 'reference' | 'webPath'> | null,
) {
  const id = item?.id;
  useEffect(() => {
    if (username && item) recordVisit(username, item);
    // Only a new item (or user) is a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username, id]);
}
