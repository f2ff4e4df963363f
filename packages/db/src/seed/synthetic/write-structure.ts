import { inArray } from 'drizzle-orm';
import { users as usersTable } from '../../schema/index.ts';
import type { Cell, ColumnSpec } from '../batch-insert.ts';
import { lit, reserveIds } from '../sql.ts';
import { ids, type SeedContext } from './context.ts';
import { NO_DAY } from './planning.ts';
import type { MembershipPlan, SyntheticUser } from './users.ts';

/** Writes rows through a progress-reporting batch writer. */
export async function writeAll(
  ctx: SeedContext,
  label: string,
  table: string,
  columns: readonly ColumnSpec[],
  rows: Iterable<readonly Cell[]>,
  total: number,
  sequential = false,
): Promise<void> {
  const writer = ctx.progress.writer(label, table, columns, total, sequential);
  for (const row of rows) if (writer.add(row)) await writer.drain();
  await writer.finish();
}

/** Groups then projects (parents first, one statement at a time for the parent references). */
export async function writeNamespaces(ctx: SeedContext): Promise<void> {
  const { all } = ctx.namespaces;
  const stamp = ctx.sql.stamp(ctx.today - 1200, 9 * 3600);
  function* rows(): Generator<Cell[]> {
    for (let i = 0; i < all.length; i++) {
      const n = all[i]!;
      yield [
        ids.namespace(ctx, i),
        n.kind,
        n.parent < 0 ? null : ids.namespace(ctx, n.parent),
        n.name,
        n.path,
        n.fullPath,
        n.fullName,
        n.visibility,
        `{${n.chain.map((c) => ids.namespace(ctx, c)).join(',')}}`,
        stamp,
        stamp,
      ];
    }
  }
  await writeAll(
    ctx,
    'namespaces',
    'namespaces',
    [
      ['id', 'int'],
      ['kind', 'namespace_kind'],
      ['parent_id', 'int'],
      ['name', 'varchar'],
      ['path', 'varchar'],
      ['full_path', 'varchar'],
      ['full_name', 'varchar'],
      ['visibility', 'visibility'],
      ['traversal_ids', 'int[]'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    rows(),
    all.length,
    true,
  );
}

/**
 * The synthetic users are shared by all synthetic workspaces: created when missing (existing
 * ones are left untouched), then looked up. Returns their ids in order.
 */
export async function ensureUsers(
  ctx: Pick<SeedContext, 'handle'>,
  users: readonly SyntheticUser[],
  passwordHash: string,
): Promise<number[]> {
  const base = await reserveIds(ctx.handle.db, 'users', users.length);
  const values = users.map(
    (u, i) =>
      `(${base + i + 1},${lit.text(u.username)},${lit.text(u.name)},${lit.text(`${u.username}@example.com`)},${lit.text(passwordHash)})`,
  );
  await ctx.handle.exec(
    `INSERT INTO users (id, username, name, email, password_hash) VALUES ${values.join(',')} ON CONFLICT DO NOTHING`,
  );
  const names = users.map((u) => u.username);
  const rows = await ctx.handle.db
    .select({ id: usersTable.id, username: usersTable.username })
    .from(usersTable)
    .where(inArray(usersTable.username, names));
  const byName = new Map(rows.map((r) => [r.username, r.id]));
  return names.map((name) => {
    const id = byName.get(name);
    if (id === undefined) {
      throw new Error(`Could not create user "${name}" (is the e-mail address taken?)`);
    }
    return id;
  });
}

export async function writeMemberships(
  ctx: SeedContext,
  memberships: readonly MembershipPlan[],
  base: number,
): Promise<void> {
  const stamp = ctx.sql.stamp(ctx.today - 1100, 10 * 3600);
  await writeAll(
    ctx,
    'memberships',
    'memberships',
    [
      ['id', 'int'],
      ['namespace_id', 'int'],
      ['user_id', 'int'],
      ['access_level', 'smallint'],
      ['created_at', 'timestamptz'],
    ],
    memberships.map((m, i) => [
      base + i + 1,
      ids.namespace(ctx, m.namespace),
      ctx.userIds[m.user]!,
      m.level,
      stamp,
    ]),
    memberships.length,
  );
}

export async function writeMilestones(ctx: SeedContext): Promise<void> {
  const { milestones: m, sql, today } = ctx;
  function* rows(): Generator<Cell[]> {
    for (let i = 0; i < m.count; i++) {
      const due = m.due[i]!;
      const start = m.start[i]!;
      const created = sql.stamp(
        Math.min(today - 1, (start === NO_DAY ? today : start) - 30),
        36_000,
      );
      yield [
        ids.milestone(ctx, i),
        ids.namespace(ctx, m.ns[i]!),
        m.iid[i]!,
        m.title[i]!,
        due !== NO_DAY && due < today - 30 ? 'closed' : 'active',
        sql.day(start),
        sql.day(due),
        created,
        created,
      ];
    }
  }
  await writeAll(
    ctx,
    'milestones',
    'milestones',
    [
      ['id', 'int'],
      ['namespace_id', 'int'],
      ['iid', 'int'],
      ['title', 'varchar'],
      ['state', 'milestone_state'],
      ['start_date', 'date'],
      ['due_date', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    rows(),
    m.count,
  );
}

export async function writeLabels(ctx: SeedContext): Promise<void> {
  const { labels: l } = ctx;
  const stamp = ctx.sql.stamp(ctx.today - 1000, 11 * 3600);
  function* rows(): Generator<Cell[]> {
    for (let i = 0; i < l.count; i++) {
      yield [
        ids.label(ctx, i),
        ids.namespace(ctx, l.ns[i]!),
        l.title[i]!,
        l.color[i]!,
        stamp,
        stamp,
      ];
    }
  }
  await writeAll(
    ctx,
    'labels',
    'labels',
    [
      ['id', 'int'],
      ['namespace_id', 'int'],
      ['title', 'varchar'],
      ['color', 'varchar'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    rows(),
    l.count,
  );
}
