import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../client.ts';
import { parseDay, todayUtc } from '../dates.ts';
import { DEMO_PASSWORD } from '../demo/people.ts';
import { createPrng } from '../prng.ts';
import { queryRows, reserveIds } from '../sql.ts';
import { resolveCounts, type ScaleName, type SyntheticOverrides } from './config.ts';
import { bulkInsertPrefix, SEEDED_TABLES } from './bulk-mode.ts';
import { SqlText, type SeedContext } from './context.ts';
import { planEpics } from './epics.ts';
import { planIssues } from './issues.ts';
import { planNamespaces } from './namespaces.ts';
import { planLabels, planMilestones } from './planning.ts';
import { formatCount, Progress } from './progress.ts';
import { rollUpEpicDates } from './rollup.ts';
import { contributorIndexes, planMemberships, syntheticUsers } from './users.ts';
import { writeWorkItems } from './write-items.ts';
import {
  writeAssignees,
  writeBlockingLinks,
  writeEmoji,
  writeInternalIds,
  writeItemLabels,
  writeParentLinks,
} from './write-links.ts';
import {
  ensureUsers,
  writeLabels,
  writeMemberships,
  writeMilestones,
  writeNamespaces,
} from './write-structure.ts';

export { SCALES, type ScaleName, type SyntheticCounts } from './config.ts';

export interface SyntheticSeedOptions {
  scale: ScaleName;
  seed: number;
  overrides: SyntheticOverrides;
  hashPassword: (password: string) => Promise<string>;
  progress: (line: string) => void;
  /** YYYY-MM-DD that dates are spread around (default: today, UTC). */
  today?: string;
}

export interface SyntheticSeedResult {
  summary: string;
  rootGroupPath: string;
  rows: number;
  seconds: number;
}

/** The top group of a synthetic workspace: one per seed. */
export const syntheticGroupPath = (seed: number): string => `synthetic-${seed}`;

/**
 * Generates a deterministic workspace (same seed and day, same rows) under the top group
 * `synthetic-<seed>`: a subgroup tree, projects, epics nested up to 7 levels with dates rolled
 * up in memory exactly as `recomputeEpicDates` would, issues, milestones, labels, blocking links,
 * assignees and award emoji. Rows go in as multi-row INSERTs with ids reserved up front, so
 * nothing else needs to run afterwards. Refuses when the top group already exists.
 *
 * Statements are committed one by one (a multi-minute transaction would hold locks and bloat the
 * WAL); if a run fails half-way, delete the group (cascades) or use a fresh database.
 */
export async function seedSynthetic(
  handle: DatabaseHandle,
  options: SyntheticSeedOptions,
): Promise<SyntheticSeedResult> {
  if (!Number.isSafeInteger(options.seed) || options.seed < 0) {
    throw new Error(`The seed must be a whole number, got ${String(options.seed)}`);
  }
  const counts = resolveCounts(options.scale, options.overrides);
  const rootGroupPath = syntheticGroupPath(options.seed);
  const existing = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT id FROM namespaces WHERE lower(full_path) = lower(${rootGroupPath})`,
  );
  if (existing.length > 0) {
    throw new Error(
      `Group "${rootGroupPath}" already exists. Seed with another --seed, or into a fresh database.`,
    );
  }

  const prefix = await bulkInsertPrefix(handle);
  const progress = new Progress(options.progress, handle, prefix);
  const today = parseDay(options.today ?? todayUtc());
  const root = createPrng(options.seed);
  progress.note(
    `Planning ${formatCount(counts.epics)} epics and ${formatCount(counts.issues)} issues in ` +
      `"${rootGroupPath}" (${formatCount(counts.groups)} subgroups, ${formatCount(counts.projects)} projects)…`,
  );
  const namespaces = planNamespaces(root.fork(1), counts, {
    path: rootGroupPath,
    name: `Synthetic ${options.seed}`,
  });
  const milestones = planMilestones(root.fork(2), counts.milestones, namespaces, today);
  const labels = planLabels(root.fork(3), counts.labels, namespaces);
  const epics = planEpics(root.fork(4), counts.epics, namespaces, today);
  const issues = planIssues(root.fork(5), counts.issues, epics, namespaces, milestones);
  const dates = rollUpEpicDates(root.fork(6), epics, issues, milestones);
  const users = syntheticUsers(counts.users);
  const memberships = planMemberships(root.fork(7), users, namespaces);

  const db = handle.db;
  const ctx: SeedContext = {
    handle,
    prng: root.fork(8),
    today,
    counts,
    namespaces,
    milestones,
    labels,
    epics,
    issues,
    dates,
    users,
    userIds: [],
    contributors: contributorIndexes(users),
    base: {
      namespaces: await reserveIds(db, 'namespaces', namespaces.all.length),
      milestones: await reserveIds(db, 'milestones', milestones.count),
      labels: await reserveIds(db, 'labels', labels.count),
      workItems: await reserveIds(db, 'work_items', epics.count + issues.count),
    },
    progress,
    sql: new SqlText(),
  };

  await writeNamespaces(ctx);
  ctx.userIds = await ensureUsers(ctx, users, await options.hashPassword(DEMO_PASSWORD));
  await writeMemberships(ctx, memberships, await reserveIds(db, 'memberships', memberships.length));
  await writeMilestones(ctx);
  await writeLabels(ctx);
  const side = await writeWorkItems(ctx);
  await writeParentLinks(ctx, side);
  const links = await writeBlockingLinks(ctx);
  await writeItemLabels(ctx, side);
  await writeAssignees(ctx, side);
  const emoji = await writeEmoji(ctx, side);
  await writeInternalIds(ctx);
  progress.note('Updating planner statistics (ANALYZE)…');
  await handle.exec(`ANALYZE users, ${SEEDED_TABLES.join(', ')}`);

  const seconds = progress.seconds;
  const summary =
    `Seeded "${rootGroupPath}" (${options.scale}, seed ${options.seed}): ` +
    `${formatCount(epics.count)} epics, ${formatCount(issues.count)} issues, ` +
    `${formatCount(namespaces.groupCount)} groups, ${formatCount(namespaces.all.length - namespaces.groupCount)} projects, ` +
    `${formatCount(milestones.count)} milestones, ${formatCount(labels.count)} labels, ` +
    `${formatCount(links)} blocking links, ${formatCount(emoji)} award emoji, ${users.length} users ` +
    `(password "${DEMO_PASSWORD}"). ${formatCount(progress.totalRows)} rows in ${seconds.toFixed(1)} s ` +
    `(${formatCount(progress.totalRows / seconds)} rows/s` +
    `${prefix ? '; foreign-key triggers skipped during the load' : ''}).`;
  return { summary, rootGroupPath, rows: progress.totalRows, seconds };
}
