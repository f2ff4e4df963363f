import type { Cell } from '../batch-insert.ts';
import { reserveIds } from '../sql.ts';
import { ids, type SeedContext } from './context.ts';
import type { SideRows } from './write-items.ts';
import { writeAll } from './write-structure.ts';
import { EMOJI } from './words.ts';

/** Yields rows from a flat number array holding `width` numbers per row. */
function* tuples(
  flat: readonly number[],
  width: number,
  format: (at: number, row: number) => Cell[],
): Generator<Cell[]> {
  for (let at = 0, row = 0; at < flat.length; at += width, row++) yield format(at, row);
}

export async function writeParentLinks(ctx: SeedContext, side: SideRows): Promise<void> {
  const flat = side.parentLinks;
  const rows = flat.length / 3;
  const base = await reserveIds(ctx.handle.db, 'work_item_parent_links', rows);
  const stamp = ctx.sql.stamp(ctx.today - 30, 12 * 3600);
  await writeAll(
    ctx,
    'parent links',
    'work_item_parent_links',
    [
      ['id', 'int'],
      ['parent_id', 'int'],
      ['child_id', 'int'],
      ['relative_position', 'int'],
      ['created_at', 'timestamptz'],
    ],
    tuples(flat, 3, (at, row) => [base + row + 1, flat[at]!, flat[at + 1]!, flat[at + 2]!, stamp]),
    rows,
  );
}

/**
 * Blocking links: 40% epic blocks epic, 40% issue blocks issue, 20% between the two kinds;
 * never a self-link, a duplicate or the reverse of an existing pair.
 */
export async function writeBlockingLinks(ctx: SeedContext): Promise<number> {
  const { prng, epics, issues } = ctx;
  const wanted = ctx.counts.blockingLinks;
  const seen = new Set<string>();
  const pairs: number[] = [];
  const itemCount = epics.count + issues.count;
  const randomEpic = () => ids.epic(ctx, prng.int(0, epics.count - 1));
  const randomIssue = () => ids.issue(ctx, prng.int(0, issues.count - 1));
  const maxPairs = (itemCount * (itemCount - 1)) / 2;
  for (
    let attempt = 0;
    pairs.length / 2 < Math.min(wanted, maxPairs) && attempt < wanted * 10;
    attempt++
  ) {
    const r = prng.next();
    // 0: epic blocks epic, 1: issue blocks issue, 2: epic blocks issue, 3: issue blocks epic.
    const kind =
      epics.count === 0 ? 1 : issues.count === 0 ? 0 : r < 0.4 ? 0 : r < 0.8 ? 1 : r < 0.9 ? 2 : 3;
    const a = kind === 0 || kind === 2 ? randomEpic() : randomIssue();
    const b = kind === 0 || kind === 3 ? randomEpic() : randomIssue();
    if (a === b) continue;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push(a, b);
  }
  const rows = pairs.length / 2;
  const base = await reserveIds(ctx.handle.db, 'work_item_links', rows);
  const stamp = ctx.sql.stamp(ctx.today - 20, 13 * 3600);
  await writeAll(
    ctx,
    'blocking links',
    'work_item_links',
    [
      ['id', 'int'],
      ['source_id', 'int'],
      ['target_id', 'int'],
      ['link_type', 'link_type'],
      ['created_at', 'timestamptz'],
    ],
    tuples(pairs, 2, (at, row) => [base + row + 1, pairs[at]!, pairs[at + 1]!, 'blocks', stamp]),
    rows,
  );
  return rows;
}

export async function writeItemLabels(ctx: SeedContext, side: SideRows): Promise<void> {
  const flat = side.labels;
  await writeAll(
    ctx,
    'item labels',
    'work_item_labels',
    [
      ['work_item_id', 'int'],
      ['label_id', 'int'],
    ],
    tuples(flat, 2, (at) => [flat[at]!, flat[at + 1]!]),
    flat.length / 2,
  );
}

export async function writeAssignees(ctx: SeedContext, side: SideRows): Promise<void> {
  const flat = side.assignees;
  await writeAll(
    ctx,
    'assignees',
    'work_item_assignees',
    [
      ['work_item_id', 'int'],
      ['user_id', 'int'],
    ],
    tuples(flat, 2, (at) => [flat[at]!, flat[at + 1]!]),
    flat.length / 2,
  );
}

export async function writeEmoji(ctx: SeedContext, side: SideRows): Promise<number> {
  const flat = side.emoji;
  const rows = flat.length / 4;
  const base = await reserveIds(ctx.handle.db, 'award_emoji', rows);
  await writeAll(
    ctx,
    'award emoji',
    'award_emoji',
    [
      ['id', 'int'],
      ['name', 'varchar'],
      ['user_id', 'int'],
      ['work_item_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    tuples(flat, 4, (at, row) => [
      base + row + 1,
      EMOJI[flat[at + 2]!]!,
      flat[at + 1]!,
      flat[at]!,
      ctx.sql.stamp(flat[at + 3]!, 43_200),
    ]),
    rows,
  );
  return rows;
}

/** iid counters so items and milestones created later continue after the seeded ones. */
export async function writeInternalIds(ctx: SeedContext): Promise<void> {
  const { namespaces, epics, milestones } = ctx;
  const lastItem = new Int32Array(namespaces.all.length);
  for (let i = 0; i < epics.count; i++) {
    const g = epics.group[i]!;
    lastItem[g] = Math.max(lastItem[g]!, epics.iid[i]!);
  }
  for (let j = 0; j < ctx.issues.count; j++) lastItem[ctx.issues.project[j]!]! += 1;
  const lastMilestone = new Int32Array(namespaces.all.length);
  for (let i = 0; i < milestones.count; i++) {
    const n = milestones.ns[i]!;
    lastMilestone[n] = Math.max(lastMilestone[n]!, milestones.iid[i]!);
  }
  function* rows(): Generator<Cell[]> {
    for (let n = 0; n < namespaces.all.length; n++) {
      const id = ids.namespace(ctx, n);
      if (lastItem[n]! > 0) yield [id, 'work_items', lastItem[n]!];
      if (lastMilestone[n]! > 0) yield [id, 'milestones', lastMilestone[n]!];
    }
  }
  await writeAll(
    ctx,
    'internal ids',
    'internal_ids',
    [
      ['namespace_id', 'int'],
      ['usage', 'varchar'],
      ['last_value', 'int'],
    ],
    rows(),
    lastItem.filter((v) => v > 0).length + lastMilestone.filter((v) => v > 0).length,
  );
}
