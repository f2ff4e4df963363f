import type { Database } from '@cairn/db';
import type { ActivityEntry } from './changes.ts';

/**
 * Records one write's history (system notes and resource events) in the write's transaction.
 * Contract only: the activity module fills this in; the write pipeline calls it.
 */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  void tx;
  void entry;
}
