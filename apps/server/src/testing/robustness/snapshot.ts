import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';
import { queryRows } from '#server/modules/work-items/core/work-items.repository.ts';

/**
 * The tables a request can write to. Sessions, tokens (last used), sign-in attempts and events
 * are bookkeeping and left out.
 */
export const SNAPSHOT_TABLES = [
  'users',
  'namespaces',
  'memberships',
  'internal_ids',
  'labels',
  'milestones',
  'work_items',
  'work_item_parent_links',
  'work_item_links',
  'work_item_labels',
  'work_item_assignees',
  'award_emoji',
  'notes',
  'subscriptions',
  'todos',
] as const;

/** Row count and a digest of every row of each table: any insert, update or delete shows. */
export async function snapshot(db: Database): Promise<Record<string, string>> {
  const parts = SNAPSHOT_TABLES.map(
    (table) =>
      sql`SELECT ${table} AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM ${sql.identifier(table)} t`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(
    db,
    sql.join(parts, sql` UNION ALL `),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs between two snapshots, with their row counts. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(before)
    .filter((name) => before[name] !== after[name])
    .map(
      (name) =>
        `${name} ${before[name]?.split(':')[0] ?? '?'}->${after[name]?.split(':')[0] ?? '?'} rows`,
    );
}

const baselines = new WeakMap<Database, Record<string, string>>();

/**
 * The tables that changed since the last call for this database (the first call only takes
 * the baseline). Every probe shares the baseline, so a write is blamed on the request that made it.
 */
export async function changesSinceLastCheck(db: Database): Promise<string[]> {
  const before = baselines.get(db) ?? (await snapshot(db));
  const after = await snapshot(db);
  baselines.set(db, after);
  return changedTables(before, after);
}

/** Takes the baseline before a request (when none is known yet). */
export async function ensureBaseline(db: Database) {
  if (!baselines.has(db)) baselines.set(db, await snapshot(db));
}
