import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeEpicDates } from '../rollups/epic-dates.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { parseDay } from './dates.ts';
import { DEMO_PASSWORD, seedDemoWorkspace } from './demo/index.ts';
import type { DemoSeedResult } from './demo/index.ts';
import {
  danglingReferences,
  epicDateColumns,
  epicLevels,
  hierarchyViolations,
  internalIdMismatches,
  workspaceFingerprint,
} from './inspect.ts';
import { queryRows } from './sql.ts';

const TODAY = '2026-03-15';

interface EpicRow {
  id: number;
  start_date: string | null;
  due_date: string | null;
  start_date_from_inherited: string | null;
  due_date_from_inherited: string | null;
  start_date_is_fixed: boolean;
  due_date_is_fixed: boolean;
  start_date_fixed: string | null;
  due_date_fixed: string | null;
}

describe('seedDemoWorkspace', () => {
  let a: TestDatabase;
  let result: DemoSeedResult;
  const hashed: string[] = [];
  const log: string[] = [];
  let millis = 0;

  const rows = <T>(query: string) => queryRows<T>(a.db, sql.raw(query));
  const count = async (query: string) =>
    Number((await rows<{ n: number | string }>(query))[0]?.n ?? 0);

  beforeAll(async () => {
    a = await createTestDatabase();
    const started = performance.now();
    result = await seedDemoWorkspace(a.db, {
      today: TODAY,
      hashPassword: async (p) => {
        hashed.push(p);
        return `hashed:${p}`;
      },
      log: (line) => log.push(line),
    });
    millis = performance.now() - started;
  });
  afterAll(async () => {
    await a?.destroy();
  });

  it('returns the root group and one sign-in per role, hashing the password once', async () => {
    console.info(`demo seed: ${Math.round(millis)} ms (${process.env.TEST_DB ?? 'pglite'})`);
    expect(result.rootGroupPath).toBe('acme');
    const roles = Object.fromEntries(result.users.map((u) => [u.username, u.role]));
    expect(roles).toMatchObject({
      owner: 'owner',
      maintainer: 'maintainer',
      developer: 'developer',
      reporter: 'reporter',
      guest: 'guest',
      outsider: 'no membership',
    });
    expect(hashed).toEqual([DEMO_PASSWORD]);
    expect(
      await count(`SELECT count(*) AS n FROM users WHERE password_hash = 'hashed:cairn-demo'`),
    ).toBe(result.users.length);
    const levels = await rows<{ username: string; access_level: number }>(
      `SELECT u.username, m.access_level FROM memberships m JOIN users u ON u.id = m.user_id
       JOIN namespaces n ON n.id = m.namespace_id WHERE n.full_path = 'acme' ORDER BY 2 DESC`,
    );
    expect(levels.slice(0, 5).map((l) => [l.username, l.access_level])).toContainEqual([
      'owner',
      50,
    ]);
    expect(levels.find((l) => l.username === 'guest')?.access_level).toBe(10);
    expect(levels.find((l) => l.username === 'outsider')).toBeUndefined();
    expect(log.join('\n')).toMatch(/60 epics/);
  });

  it('builds groups two levels deep, projects, and a private subgroup', async () => {
    const groups = await rows<{ full_path: string; visibility: string }>(
      `SELECT full_path, visibility FROM namespaces WHERE kind = 'group' ORDER BY full_path`,
    );
    expect(groups.map((g) => g.full_path)).toEqual(
      expect.arrayContaining([
        'acme',
        'acme/platform',
        'acme/platform/api',
        'acme/mobile/ios',
        'acme/secret-lab',
      ]),
    );
    expect(groups.find((g) => g.full_path === 'acme')?.visibility).toBe('public');
    expect(groups.find((g) => g.full_path === 'acme/secret-lab')?.visibility).toBe('private');
    expect(
      await count(`SELECT count(*) AS n FROM namespaces WHERE kind = 'project'`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        `SELECT max(array_length(traversal_ids, 1)) AS n FROM namespaces WHERE kind = 'group'`,
      ),
    ).toBe(3);
  });

  it('has about 60 epics nested at most 4 levels and about 300 issues', async () => {
    const epics = await count(`SELECT count(*) AS n FROM work_items WHERE type = 'epic'`);
    const issues = await count(`SELECT count(*) AS n FROM work_items WHERE type <> 'epic'`);
    expect(epics).toBeGreaterThanOrEqual(55);
    expect(epics).toBeLessThanOrEqual(65);
    expect(issues).toBeGreaterThanOrEqual(250);
    expect(issues).toBeLessThanOrEqual(350);
    const levels = await epicLevels(a.db, 'acme');
    expect(Math.max(...levels.keys())).toBe(4);
    expect(await hierarchyViolations(a.db, 'acme')).toBe(0);
    const closed = await count(
      `SELECT count(*) AS n FROM work_items WHERE type <> 'epic' AND state = 'closed'`,
    );
    expect(closed / issues).toBeGreaterThan(0.2);
    expect(closed / issues).toBeLessThan(0.45);
    expect(
      await count(`SELECT count(*) AS n FROM work_items WHERE type = 'epic' AND state = 'closed'`),
    ).toBeGreaterThan(2);
  });

  it('spreads epic dates over past and future, with undated, open-ended and very long epics', async () => {
    const today = parseDay(TODAY);
    const epics = await rows<EpicRow>(`SELECT * FROM work_items WHERE type = 'epic'`);
    const day = (d: string | null) => (d === null ? null : parseDay(d));
    expect(epics.some((e) => e.start_date === null && e.due_date === null)).toBe(true);
    expect(epics.some((e) => e.start_date !== null && e.due_date === null)).toBe(true);
    expect(epics.some((e) => e.start_date === null && e.due_date !== null)).toBe(true);
    expect(
      epics.some((e) => day(e.start_date)! < today - 548 && day(e.due_date)! > today + 548),
    ).toBe(true);
    expect(epics.some((e) => day(e.due_date) !== null && day(e.due_date)! < today - 90)).toBe(true);
    expect(epics.some((e) => day(e.start_date) !== null && day(e.start_date)! > today + 90)).toBe(
      true,
    );
    expect(
      epics.filter((e) => !e.start_date_is_fixed && e.start_date_from_inherited).length,
    ).toBeGreaterThan(10);
    expect(
      await count(`SELECT count(DISTINCT color) AS n FROM work_items WHERE type = 'epic'`),
    ).toBeGreaterThanOrEqual(5);
  });

  it('keeps inherited dates consistent with the roll-up rule', async () => {
    // An independent oracle: each epic's inherited dates from its direct children's rows.
    const epics = await rows<EpicRow>(`SELECT * FROM work_items WHERE type = 'epic'`);
    const children = await rows<{ parent_id: number; start: string | null; due: string | null }>(
      `SELECT pl.parent_id,
              CASE WHEN c.type = 'epic' THEN c.start_date ELSE m.start_date END AS start,
              CASE WHEN c.type = 'epic' THEN c.due_date ELSE m.due_date END AS due
       FROM work_item_parent_links pl JOIN work_items c ON c.id = pl.child_id
       LEFT JOIN milestones m ON m.id = c.milestone_id`,
    );
    let withChildren = 0;
    for (const epic of epics) {
      const mine = children.filter((c) => c.parent_id === epic.id);
      if (mine.length === 0) continue;
      withChildren++;
      const starts = mine
        .map((c) => c.start)
        .filter((d) => d !== null)
        .sort();
      const dues = mine
        .map((c) => c.due)
        .filter((d) => d !== null)
        .sort();
      expect(epic.start_date_from_inherited).toBe(starts[0] ?? null);
      expect(epic.due_date_from_inherited).toBe(dues.at(-1) ?? null);
      expect(epic.start_date).toBe(
        epic.start_date_is_fixed ? epic.start_date_fixed : epic.start_date_from_inherited,
      );
      expect(epic.due_date).toBe(
        epic.due_date_is_fixed ? epic.due_date_fixed : epic.due_date_from_inherited,
      );
    }
    expect(withChildren).toBeGreaterThan(40);
    const before = await epicDateColumns(a.db);
    await recomputeEpicDates(a.db);
    expect(await epicDateColumns(a.db)).toEqual(before);
  });

  it('has milestones at every level, expired, upcoming and undated', async () => {
    const ms = await rows<{
      full_path: string;
      start_date: string | null;
      due_date: string | null;
      state: string;
    }>(
      `SELECT n.full_path, m.start_date, m.due_date, m.state FROM milestones m JOIN namespaces n ON n.id = m.namespace_id`,
    );
    const paths = new Set(ms.map((m) => m.full_path));
    expect(paths).toContain('acme');
    expect(paths).toContain('acme/platform');
    expect(paths).toContain('acme/platform/backend');
    expect(ms.some((m) => m.start_date === null && m.due_date === null)).toBe(true);
    expect(ms.some((m) => m.due_date !== null && m.due_date < TODAY)).toBe(true);
    expect(ms.some((m) => m.start_date !== null && m.start_date > TODAY)).toBe(true);
    expect(ms.some((m) => m.state === 'closed')).toBe(true);
  });

  it('labels epics and issues with group and scoped labels', async () => {
    const titles = (await rows<{ title: string }>(`SELECT title FROM labels`)).map((l) => l.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'priority::high',
        'priority::medium',
        'priority::low',
        'team::backend',
        'team::frontend',
        'bug',
        'feature',
        'needs design',
      ]),
    );
    for (const type of ['epic', 'issue']) {
      expect(
        await count(`SELECT count(DISTINCT wl.work_item_id) AS n FROM work_item_labels wl
                     JOIN work_items w ON w.id = wl.work_item_id WHERE w.type = '${type}'`),
      ).toBeGreaterThan(20);
    }
    // Never two labels of one scope on an item.
    expect(
      await count(`SELECT count(*) AS n FROM (
        SELECT wl.work_item_id, split_part(l.title, '::', 1) FROM work_item_labels wl
        JOIN labels l ON l.id = wl.label_id WHERE l.title LIKE '%::%'
        GROUP BY 1, 2 HAVING count(*) > 1) clashes`),
    ).toBe(0);
  });

  it('fills issues with weights, health, assignees, milestones and confidential items', async () => {
    const stats = (
      await rows<Record<string, number | string>>(`
        SELECT count(*) FILTER (WHERE weight BETWEEN 1 AND 8) AS weighted,
               count(*) FILTER (WHERE weight IS NULL) AS unweighted,
               count(DISTINCT health_status) AS health_kinds,
               count(*) FILTER (WHERE milestone_id IS NOT NULL) AS with_milestone,
               count(*) FILTER (WHERE confidential) AS confidential,
               count(*) FILTER (WHERE parent.id IS NULL) AS without_epic
        FROM work_items w
        LEFT JOIN work_item_parent_links parent ON parent.child_id = w.id
        WHERE w.type <> 'epic'`)
    )[0]!;
    expect(Number(stats.weighted)).toBeGreaterThan(150);
    expect(Number(stats.unweighted)).toBeGreaterThan(10);
    expect(Number(stats.health_kinds)).toBe(3);
    expect(Number(stats.with_milestone)).toBeGreaterThan(100);
    expect(Number(stats.confidential)).toBeGreaterThan(3);
    expect(Number(stats.without_epic)).toBeGreaterThan(20);
    expect(
      await count(`SELECT count(*) AS n FROM work_items WHERE type = 'epic' AND confidential`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(DISTINCT user_id) AS n FROM work_item_assignees`),
    ).toBeGreaterThan(3);
    expect(
      await count(`SELECT count(*) AS n FROM work_items WHERE description LIKE '%- [ ]%'`),
    ).toBeGreaterThan(100);
    expect(
      await count(`SELECT count(*) AS n FROM work_items WHERE description ~ '#[0-9]+'`),
    ).toBeGreaterThan(30);
    expect(
      await count(`SELECT count(*) AS n FROM work_items WHERE description ~ '&[0-9]+'`),
    ).toBeGreaterThan(30);
  });

  it('links blockers (one epic blocked by 4+ items) and awards emoji from several users', async () => {
    const blocked = await rows<{ type: string; n: number | string }>(`
      SELECT t.type, count(*) AS n FROM work_item_links k JOIN work_items t ON t.id = k.target_id
      WHERE k.link_type = 'blocks' GROUP BY t.id, t.type ORDER BY count(*) DESC`);
    expect(blocked.some((b) => b.type === 'epic' && Number(b.n) >= 4)).toBe(true);
    const pairs = await rows<{ s: string; t: string }>(`
      SELECT DISTINCT s.type AS s, t.type AS t FROM work_item_links k
      JOIN work_items s ON s.id = k.source_id JOIN work_items t ON t.id = k.target_id
      WHERE k.link_type = 'blocks'`);
    const kinds = new Set(pairs.map((p) => `${p.s}>${p.t}`));
    expect(kinds).toEqual(new Set(['epic>epic', 'issue>issue', 'issue>epic', 'epic>issue']));
    const emoji = await rows<{ name: string }>(`SELECT DISTINCT name FROM award_emoji`);
    expect(new Set(emoji.map((e) => e.name))).toEqual(
      new Set(['thumbsup', 'thumbsdown', 'rocket', 'tada']),
    );
    expect(await count(`SELECT count(DISTINCT user_id) AS n FROM award_emoji`)).toBeGreaterThan(4);
  });

  it('has two-week iterations on blocking issues and a banned author of a blocking issue', async () => {
    const its = await rows<{
      cadence: string;
      group_path: string;
      start_date: string;
      due_date: string;
    }>(
      `SELECT c.title AS cadence, n.full_path AS group_path, i.start_date, i.due_date
         FROM iterations i JOIN iteration_cadences c ON c.id = i.cadence_id
         JOIN namespaces n ON n.id = i.group_id ORDER BY i.start_date`,
    );
    expect(its.length).toBe(10);
    expect(new Set(its.map((i) => `${i.cadence}@${i.group_path}`))).toEqual(
      new Set(['Platform sprints@acme/platform']),
    );
    // The current iteration holds today (2026-03-15, a Sunday): Mar 9 - Mar 22.
    expect(its.some((i) => i.start_date === '2026-03-09' && i.due_date === '2026-03-22')).toBe(
      true,
    );
    const inIterations = await rows<{ full_path: string; state: string; blocking: boolean }>(
      `SELECT n.full_path, w.state,
              EXISTS (SELECT 1 FROM work_item_links k
                       WHERE k.link_type = 'blocks' AND w.id IN (k.source_id, k.target_id)) AS blocking
         FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
        WHERE w.iteration_id IS NOT NULL`,
    );
    expect(inIterations.length).toBeGreaterThan(5);
    expect(
      inIterations.every(
        (i) => i.full_path.startsWith('acme/platform/') && i.state === 'opened' && i.blocking,
      ),
    ).toBe(true);
    const hidden = await rows<{ username: string; title: string; blocked: string }>(
      `SELECT u.username, w.title, t.title AS blocked FROM work_items w
         JOIN users u ON u.id = w.author_id
         JOIN work_item_links k ON k.source_id = w.id AND k.link_type = 'blocks'
         JOIN work_items t ON t.id = k.target_id
        WHERE u.state = 'banned'`,
    );
    expect(hidden).toEqual([
      {
        username: 'spammer',
        title: 'Link our partner discount site from the login page',
        blocked: 'Account linking across products',
      },
    ]);
  });

  it('keeps references valid, iid counters current, positions spaced and timestamps in the past year', async () => {
    expect(await danglingReferences(a.db)).toEqual({});
    expect(await internalIdMismatches(a.db, 'acme')).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM work_item_parent_links WHERE relative_position IS NULL OR relative_position % 512 <> 0`,
      ),
    ).toBe(0);
    const span = (
      await rows<{ oldest: string; newest: string }>(
        `SELECT min(created_at)::date::text AS oldest, max(updated_at)::date::text AS newest FROM work_items`,
      )
    )[0]!;
    expect(parseDay(span.oldest)).toBeGreaterThanOrEqual(parseDay(TODAY) - 366);
    expect(span.newest <= TODAY).toBe(true);
  });

  it("ships the 'Bug' and 'Feature proposal' issue templates in every project", async () => {
    const projects = await count(`SELECT count(*) AS n FROM namespaces WHERE kind = 'project'`);
    const templates = await rows<{ name: string; n: number | string }>(
      `SELECT t.name, count(*) AS n FROM issue_templates t
       WHERE t.project_id IS NOT NULL GROUP BY t.name ORDER BY t.name`,
    );
    expect(projects).toBeGreaterThan(0);
    expect(templates.map((t) => [t.name, Number(t.n)])).toEqual([
      ['Bug', projects],
      ['Feature proposal', projects],
    ]);
  });

  it('gives the acme group one template its projects inherit', async () => {
    const groupTemplates = await rows<{ name: string; path: string }>(
      `SELECT t.name, n.full_path AS path FROM issue_templates t
       JOIN namespaces n ON n.id = t.group_id`,
    );
    expect(groupTemplates).toEqual([{ name: 'Support request', path: 'acme' }]);
  });

  it('is deterministic', async () => {
    const b = await createTestDatabase();
    try {
      await seedDemoWorkspace(b.db, {
        today: TODAY,
        hashPassword: async (p) => `hashed:${p}`,
        log: () => {},
      });
      expect(await workspaceFingerprint(b.db, 'acme')).toBe(
        await workspaceFingerprint(a.db, 'acme'),
      );
    } finally {
      await b.destroy();
    }
  });
});
