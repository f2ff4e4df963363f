import type { Cell, ColumnSpec } from '../batch-insert.ts';
import { ids, type SeedContext } from './context.ts';
import { HALF_SPAN, NO_DAY } from './planning.ts';
import { AREAS, COLORS, EMOJI, EPIC_VERBS, ISSUE_VERBS, THINGS } from './words.ts';

/** Rows of the link tables, collected while items are written and inserted after them. */
export interface SideRows {
  /** parent id, child id, relative position */
  parentLinks: number[];
  /** item id, label id */
  labels: number[];
  /** item id, user id */
  assignees: number[];
  /** item id, user id, emoji index, day */
  emoji: number[];
}

const ITEM_COLUMNS: readonly ColumnSpec[] = [
  ['id', 'int'],
  ['type', 'work_item_type'],
  ['namespace_id', 'int'],
  ['iid', 'int'],
  ['title', 'varchar'],
  ['description', 'text'],
  ['state', 'work_item_state'],
  ['closed_at', 'timestamptz'],
  ['closed_by_id', 'int'],
  ['confidential', 'boolean'],
  ['start_date_is_fixed', 'boolean'],
  ['start_date_fixed', 'date'],
  ['due_date_is_fixed', 'boolean'],
  ['due_date_fixed', 'date'],
  ['start_date', 'date'],
  ['due_date', 'date'],
  ['start_date_from_inherited', 'date'],
  ['due_date_from_inherited', 'date'],
  ['start_date_sourcing_milestone_id', 'int'],
  ['due_date_sourcing_milestone_id', 'int'],
  ['start_date_sourcing_epic_id', 'int'],
  ['due_date_sourcing_epic_id', 'int'],
  ['weight', 'int'],
  ['health_status', 'health_status'],
  ['color', 'varchar'],
  ['severity', 'severity'],
  ['milestone_id', 'int'],
  ['relative_position', 'int'],
  ['author_id', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const HEALTH = ['on_track', 'on_track', 'needs_attention', 'at_risk', null, null] as const;
const WEIGHTS = [1, 2, 2, 3, 3, 5, 5, 8, 4, 6, 7, null, null] as const;

/** Writes all epics, then all issues, through one batch writer each. */
export async function writeWorkItems(ctx: SeedContext): Promise<SideRows> {
  const side: SideRows = { parentLinks: [], labels: [], assignees: [], emoji: [] };
  const childCount = new Int32Array(ctx.epics.count);
  const link = (parent: number, child: number) => {
    const position = ++childCount[parent]! * 512;
    side.parentLinks.push(ids.epic(ctx, parent), child, position);
  };

  const epicWriter = ctx.progress.writer('epics', 'work_items', ITEM_COLUMNS, ctx.epics.count);
  for (let i = 0; i < ctx.epics.count; i++) {
    const id = ids.epic(ctx, i);
    if (epicWriter.add(epicRow(ctx, i, id, side))) await epicWriter.drain();
    const p = ctx.epics.parent[i]!;
    if (p >= 0) link(p, id);
  }
  await epicWriter.finish();

  const issueWriter = ctx.progress.writer('issues', 'work_items', ITEM_COLUMNS, ctx.issues.count);
  const issueIid = new Int32Array(ctx.namespaces.all.length);
  for (let j = 0; j < ctx.issues.count; j++) {
    const id = ids.issue(ctx, j);
    const project = ctx.issues.project[j]!;
    const iid = ++issueIid[project]!;
    if (issueWriter.add(issueRow(ctx, j, id, iid, side))) await issueWriter.drain();
    const e = ctx.issues.epic[j]!;
    if (e >= 0) link(e, id);
  }
  await issueWriter.finish();
  return side;
}

/** Created in the past three years, updated since: [updated day, created at, updated at]. */
function moments(ctx: SeedContext): [number, string, string] {
  const { prng, today, sql } = ctx;
  const created = today - prng.int(1, HALF_SPAN);
  const updated = created + prng.int(0, today - 1 - created);
  return [
    updated,
    sql.stamp(created, prng.int(0, 86_399)),
    sql.stamp(updated, prng.int(0, 86_399)),
  ];
}

function pickLabels(ctx: SeedContext, namespace: number, itemId: number, side: SideRows): void {
  const { prng, labels } = ctx;
  const wanted = prng.weighted([
    [0, 30],
    [1, 35],
    [2, 25],
    [3, 10],
  ] as const);
  const chosen: number[] = [];
  const local = labels.local(namespace);
  for (let attempt = 0; chosen.length < wanted && attempt < wanted * 3; attempt++) {
    const pool = local.length > 0 && prng.chance(0.3) ? local : labels.top;
    if (pool.length === 0) break;
    const label = pool[prng.int(0, pool.length - 1)]!;
    const scope = labels.scope[label]!;
    if (chosen.includes(label)) continue;
    if (scope >= 0 && chosen.some((c) => labels.scope[c] === scope)) continue;
    chosen.push(label);
    side.labels.push(itemId, ids.label(ctx, label));
  }
}

function addEmoji(ctx: SeedContext, itemId: number, day: number, max: number, side: SideRows) {
  const { prng } = ctx;
  const first = prng.int(0, ctx.userIds.length - 1);
  const count = prng.int(1, max);
  for (let k = 0; k < count && k < ctx.userIds.length; k++) {
    const user = ctx.userIds[(first + k * 7) % ctx.userIds.length]!;
    side.emoji.push(itemId, user, prng.int(0, EMOJI.length - 1), day);
  }
}

function epicRow(ctx: SeedContext, i: number, id: number, side: SideRows): Cell[] {
  const { prng, sql, dates: d, epics, today } = ctx;
  const author = ctx.userIds[ctx.contributors[prng.int(0, ctx.contributors.length - 1)]!]!;
  const [updatedDay, created, updated] = moments(ctx);
  const due = d.due[i]!;
  const closed = prng.chance(due !== NO_DAY && due < today ? 0.55 : 0.05);
  const area = AREAS[prng.int(0, AREAS.length - 1)]!;
  const thing = THINGS[prng.int(0, THINGS.length - 1)]!;
  const title = `${EPIC_VERBS[prng.int(0, EPIC_VERBS.length - 1)]!} ${area} ${thing}`;
  const description = prng.chance(0.4)
    ? `## Goal\n\nShip the ${thing} for ${area}.\n\n- [x] Design review\n- [ ] Build\n- [ ] Roll out`
    : '';
  const sourceMilestone = (m: number) => (m < 0 ? null : ids.milestone(ctx, m));
  const sourceEpic = (e: number) => (e < 0 ? null : ids.epic(ctx, e));
  pickLabels(ctx, epics.group[i]!, id, side);
  if (prng.chance(0.25)) addEmoji(ctx, id, updatedDay, 4, side);
  return [
    id,
    'epic',
    ids.namespace(ctx, epics.group[i]!),
    epics.iid[i]!,
    title,
    description,
    closed ? 'closed' : 'opened',
    closed ? updated : null,
    closed ? author : null,
    prng.chance(0.02),
    d.startIsFixed[i] === 1,
    sql.day(d.startFixed[i]!),
    d.dueIsFixed[i] === 1,
    sql.day(d.dueFixed[i]!),
    sql.day(d.start[i]!),
    sql.day(due),
    sql.day(d.startInherited[i]!),
    sql.day(d.dueInherited[i]!),
    sourceMilestone(d.startMilestone[i]!),
    sourceMilestone(d.dueMilestone[i]!),
    sourceEpic(d.startEpic[i]!),
    sourceEpic(d.dueEpic[i]!),
    null,
    closed ? null : HEALTH[prng.int(0, HEALTH.length - 1)]!,
    COLORS[prng.int(0, COLORS.length - 1)]!,
    'unknown',
    null,
    epics.iid[i]! * 512,
    author,
    created,
    updated,
  ];
}

function issueRow(ctx: SeedContext, j: number, id: number, iid: number, side: SideRows): Cell[] {
  const { prng, sql, issues, milestones, today } = ctx;
  const project = issues.project[j]!;
  const m = issues.milestone[j]!;
  const msDue = m >= 0 ? milestones.due[m]! : NO_DAY;
  let dueFixed = NO_DAY;
  let startFixed = NO_DAY;
  if (prng.chance(0.3)) {
    dueFixed = msDue !== NO_DAY ? msDue - prng.int(0, 10) : today + prng.int(-400, 400);
    if (prng.chance(0.3)) startFixed = dueFixed - prng.int(3, 30);
  }
  const refDay = msDue !== NO_DAY ? msDue : dueFixed;
  const closed = prng.chance(refDay === NO_DAY ? 0.3 : refDay < today ? 0.6 : 0.12);
  const author = ctx.userIds[ctx.contributors[prng.int(0, ctx.contributors.length - 1)]!]!;
  const [updatedDay, created, updated] = moments(ctx);
  const incident = prng.chance(0.01);
  const thing = THINGS[prng.int(0, THINGS.length - 1)]!;
  const area = AREAS[prng.int(0, AREAS.length - 1)]!;
  const title = incident
    ? `Degraded ${thing} in ${area}`
    : `${ISSUE_VERBS[prng.int(0, ISSUE_VERBS.length - 1)]!} ${thing} for ${area}`;
  const e = issues.epic[j]!;
  const description =
    prng.chance(0.25) && e >= 0
      ? `Part of epic ${ctx.epics.iid[e]!}.\n\n- [x] Reproduce\n- [ ] Implement\n- [ ] Test`
      : '';
  pickLabels(ctx, project, id, side);
  const roll = prng.next();
  if (roll < 0.75) {
    const a = ctx.contributors[prng.int(0, ctx.contributors.length - 1)]!;
    side.assignees.push(id, ctx.userIds[a]!);
    if (roll < 0.15 && ctx.contributors.length > 1) {
      const b = ctx.contributors[(ctx.contributors.indexOf(a) + 1) % ctx.contributors.length]!;
      side.assignees.push(id, ctx.userIds[b]!);
    }
  }
  if (prng.chance(0.1)) addEmoji(ctx, id, updatedDay, 2, side);
  return [
    id,
    incident ? 'incident' : 'issue',
    ids.namespace(ctx, project),
    iid,
    title,
    description,
    closed ? 'closed' : 'opened',
    closed ? updated : null,
    closed ? author : null,
    prng.chance(0.03),
    startFixed !== NO_DAY,
    sql.day(startFixed),
    dueFixed !== NO_DAY,
    sql.day(dueFixed),
    sql.day(startFixed),
    sql.day(dueFixed),
    null,
    null,
    null,
    null,
    null,
    null,
    WEIGHTS[prng.int(0, WEIGHTS.length - 1)]!,
    closed ? null : HEALTH[prng.int(0, HEALTH.length - 1)]!,
    '#1068bf',
    incident ? 'high' : 'unknown',
    m >= 0 ? ids.milestone(ctx, m) : null,
    iid * 512,
    author,
    created,
    updated,
  ];
}
