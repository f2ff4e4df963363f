import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../client.ts';
import { queryRows } from '../sql.ts';

/** Tables the synthetic seed writes in bulk. */
export const SEEDED_TABLES = [
  'namespaces',
  'memberships',
  'milestones',
  'labels',
  'work_items',
  'work_item_parent_links',
  'work_item_links',
  'work_item_labels',
  'work_item_assignees',
  'award_emoji',
  'internal_ids',
] as const;

/**
 * The statement prefix that skips foreign-key trigger checks for one INSERT, as pg_restore's
 * `--disable-triggers` does: the generated rows are consistent by construction (the seed tests
 * check every reference), and the checks cost about 40% of the load time.
 *
 * Used only when it cannot skip anything else: the role may set `session_replication_role`
 * (superuser, or granted on PostgreSQL 15+) and no seeded table has a trigger of its own
 * (only the internal ones that enforce foreign keys). Otherwise returns '' and every check runs.
 * `SET LOCAL` inside the multi-statement string scopes it to that statement's transaction.
 */
export async function bulkInsertPrefix(handle: DatabaseHandle): Promise<string> {
  const prefix = 'SET LOCAL session_replication_role = replica; ';
  const tables = `{${SEEDED_TABLES.join(',')}}`;
  const rows = await queryRows<{ n: number | string }>(
    handle.db,
    sql`SELECT count(*) AS n FROM pg_trigger
        WHERE NOT tgisinternal AND tgrelid = ANY(${tables}::regclass[])`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return '';
  try {
    await handle.exec(`${prefix}SELECT 1`);
    return prefix;
  } catch {
    return '';
  }
}
