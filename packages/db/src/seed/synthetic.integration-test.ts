import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeEpicDates } from '../rollups/epic-dates.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import {
  danglingReferences,
  epicDateColumns,
  epicLevels,
  hierarchyViolations,
  internalIdMismatches,
  workspaceFingerprint,
} from './inspect.ts';
import { resolveCounts, SCALES } from './synthetic/config.ts';
import { seedSynthetic, type SyntheticSeedResult } from './synthetic/index.ts';
import { queryRows } from './sql.ts';

const TODAY = '2026-03-15';
const tiny = { epics: 300, issues: 1500, groups: 12 };

async function seed(handle: TestDatabase, seedNumber: number, lines: string[] = []) {
  return seedSynthetic(handle, {
    scale: 'small',
    seed: seedNumber,
    overrides: tiny,
    hashPassword: async (p) => `hashed:${p}`,
    progress: (line) => lines.push(line),
    today: TODAY,
  });
}

async function count(handle: TestDatabase, query: string): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(handle.db, sql.raw(query));
  return Number(rows[0]?.n ?? 0);
}

describe('seedSynthetic', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let result: SyntheticSeedResult;
  const lines: string[] = [];

  beforeAll(async () => {
    a = await createTestDatabase();
    b = await createTestDatabase();
    result = await seed(a, 42, lines);
  });
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
  });

  it('writes the requested counts under synthetic-<seed>', async () => {
    expect(result.rootGroupPath).toBe('synthetic-42');
    const root = `(SELECT id FROM namespaces WHERE full_path = 'synthetic-42')`;
    const inRoot = `namespace_id IN (SELECT id FROM namespaces WHERE traversal_ids[1] = ${root})`;
    expect(
      await count(a, `SELECT count(*) AS n FROM work_items WHERE type = 'epic' AND ${inRoot}`),
    ).toBe(300);
    expect(
      await count(a, `SELECT count(*) AS n FROM work_items WHERE type <> 'epic' AND ${inRoot}`),
    ).toBe(1500);
    expect(await count(a, `SELECT count(*) AS n FROM namespaces WHERE kind = 'group'`)).toBe(13);
    expect(await count(a, `SELECT count(*) AS n FROM namespaces WHERE kind = 'project'`)).toBe(24);
    const counts = resolveCounts('small', tiny);
    expect(await count(a, 'SELECT count(*) AS n FROM milestones')).toBe(counts.milestones);
    expect(await count(a, 'SELECT count(*) AS n FROM labels')).toBe(counts.labels);
    expect(
      await count(a, `SELECT count(*) AS n FROM work_item_links WHERE link_type = 'blocks'`),
    ).toBe(counts.blockingLinks);
    expect(
      await count(a, `SELECT count(*) AS n FROM users WHERE username LIKE 'synthetic-user-%'`),
    ).toBe(20);
    expect(await count(a, 'SELECT count(*) AS n FROM award_emoji')).toBeGreaterThan(50);
    expect(
      await count(a, `SELECT count(*) AS n FROM labels WHERE title LIKE '%::%'`),
    ).toBeGreaterThan(5);
    expect(
      await count(
        a,
        "SELECT max(array_length(traversal_ids, 1)) AS n FROM namespaces WHERE kind = 'group'",
      ),
    ).toBeLessThanOrEqual(4);
  });

  it('reports progress and rows per second', () => {
    expect(lines.some((l) => /^issues 1,500\/1,500 \([\d,]+ rows\/s\)$/.test(l))).toBe(true);
    expect(result.summary).toMatch(/300 epics, 1,500 issues/);
    expect(result.summary).toMatch(/[\d,]+ rows in [\d.]+ s \([\d,]+ rows\/s/);
    expect(result.rows).toBeGreaterThan(1800);
  });

  it('nests epics at most 7 levels deep, within the group hierarchy', async () => {
    const levels = await epicLevels(a.db, 'synthetic-42');
    expect(Math.max(...levels.keys())).toBeLessThanOrEqual(7);
    expect(Math.max(...levels.keys())).toBeGreaterThanOrEqual(4);
    expect([...levels.values()].reduce((s, n) => s + n, 0)).toBe(300);
    expect(await hierarchyViolations(a.db, 'synthetic-42')).toBe(0);
  });

  it('leaves every reference valid and the iid counters up to date', async () => {
    expect(await danglingReferences(a.db)).toEqual({});
    expect(await internalIdMismatches(a.db, 'synthetic-42')).toBe(0);
  });

  it('stores epic dates exactly as recomputeEpicDates computes them', async () => {
    const before = await epicDateColumns(a.db);
    await recomputeEpicDates(a.db);
    expect(await epicDateColumns(a.db)).toEqual(before);
    const undated = await count(
      a,
      `SELECT count(*) AS n FROM work_items WHERE type = 'epic' AND start_date IS NULL AND due_date IS NULL`,
    );
    expect(undated).toBeGreaterThan(10);
    expect(
      await count(
        a,
        `SELECT count(*) AS n FROM work_items WHERE type = 'epic' AND NOT start_date_is_fixed`,
      ),
    ).toBeGreaterThan(30);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    await seed(b, 42);
    const first = await workspaceFingerprint(a.db, 'synthetic-42');
    expect(await workspaceFingerprint(b.db, 'synthetic-42')).toBe(first);
    await seed(b, 43);
    expect(await workspaceFingerprint(b.db, 'synthetic-43')).not.toBe(first);
  });

  it('refuses to seed into an existing group', async () => {
    await expect(seed(a, 42)).rejects.toThrow(/Group "synthetic-42" already exists/);
  });

  it('defines the small and large scales', () => {
    expect(SCALES.large).toMatchObject({ epics: 100_000, issues: 500_000, groups: 500 });
    expect(SCALES.small.epics).toBeLessThan(SCALES.large.epics);
  });
});
