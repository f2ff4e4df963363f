import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workItemParentLinks, workItems } from '@cairn/db';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { createRequestContext } from '#server/lib/context.ts';
import { systemClock } from '#server/lib/clock.ts';
import { loadEnv } from '#server/env.ts';
import { fixtures, type UserRow } from '#server/testing/fixtures.ts';
import { recomputeEpicDates } from '@cairn/db';
import { epicFilters, EPIC_SORTS, type EpicSort } from './work-items.schema.ts';
import { listGroupEpics } from '../epics/epics.service.ts';
import { queryRows } from './work-items.repository.ts';
import { walkPages } from '../test-support/walk-pages.ts';

/**
 * Property: for every sort, walking all pages forward (and backward) returns exactly the full
 * set in the documented order — ties by id, undated last in both directions — on either DB.
 */

let db: TestDatabase;
let admin: UserRow;
let run = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  admin = await fixtures(db.db).user({ username: 'admin', isAdmin: true });
});
afterAll(() => db.destroy());

const day = fc.integer({ min: 0, max: 6 }).map((d) => `2026-03-0${d + 1}`);
const epicArb = fc.record({
  title: fc.constantFrom('alpha', 'Alpha', 'beta', 'BETA', 'Ça', 'zeta', '_x', 'a b', 'alpha'),
  start: fc.option(day, { nil: null }),
  due: fc.option(day, { nil: null }),
  createdMinute: fc.integer({ min: 0, max: 3 }),
  parent: fc.option(fc.nat(), { nil: null }),
  inSubgroup: fc.boolean(),
});

interface Row {
  id: number;
  title: string;
  start_date: string | null;
  due_date: string | null;
  created: string;
  updated: string;
}

/** The documented order, computed independently of the SQL. */
function expectedOrder(rows: Row[], sort: EpicSort): number[] {
  const desc = sort.endsWith('_DESC');
  const key = (r: Row): string | null => {
    if (sort.startsWith('START_DATE')) return r.start_date;
    if (sort.startsWith('END_DATE')) return r.due_date;
    if (sort.startsWith('CREATED_AT')) return r.created.padStart(20, '0');
    if (sort.startsWith('UPDATED_AT')) return r.updated.padStart(20, '0');
    return r.title.replace(/[A-Z]/g, (c) => c.toLowerCase());
  };
  const cmpText = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
      } else if (ka !== kb) return desc ? cmpText(kb, ka) : cmpText(ka, kb);
      return desc ? b.id - a.id : a.id - b.id;
    })
    .map((r) => r.id);
}

it('walking all pages returns exactly the full sorted set, for every sort', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(epicArb, { minLength: 1, maxLength: 14 }),
      fc.integer({ min: 1, max: 5 }),
      async (specs, pageSize) => {
        run += 1;
        const f = fixtures(db.db);
        const group = await f.group({ path: `prop${run}` });
        const sub = await f.group({ path: 'sub', parent: group });
        const base = Date.UTC(2026, 0, 1);
        const inserted = await db.db
          .insert(workItems)
          .values(
            specs.map((e, i) => ({
              type: 'epic' as const,
              namespaceId: e.inSubgroup ? sub.id : group.id,
              iid: i + 1,
              title: e.title,
              authorId: admin.id,
              startDateIsFixed: e.start !== null,
              startDateFixed: e.start,
              dueDateIsFixed: e.due !== null,
              dueDateFixed: e.due,
              createdAt: new Date(base + e.createdMinute * 60_000),
              updatedAt: new Date(base + (3 - e.createdMinute) * 60_000),
            })),
          )
          .returning();
        // Microsecond differences that a millisecond cursor would lose.
        await db.db.execute(
          sql`UPDATE work_items SET created_at = created_at + (id % 3) * interval '1 microsecond' WHERE namespace_id IN (${group.id}, ${sub.id})`,
        );
        const links = specs
          .map((e, i) => ({
            child: inserted[i]!.id,
            parent: e.parent === null ? null : inserted[e.parent % i || 0]?.id,
          }))
          .filter(
            (l, i) => l.parent !== undefined && l.parent !== null && i > 0 && l.parent !== l.child,
          );
        if (links.length) {
          await db.db
            .insert(workItemParentLinks)
            .values(links.map((l) => ({ parentId: l.parent!, childId: l.child })));
        }
        await recomputeEpicDates(
          db.db,
          inserted.map((r) => r.id),
        );
        const rows = await queryRows<Row>(
          db.db,
          sql`SELECT id, title, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(due_date, 'YYYY-MM-DD') AS due_date,
                (extract(epoch from created_at) * 1000000)::bigint::text AS created,
                (extract(epoch from updated_at) * 1000000)::bigint::text AS updated
              FROM work_items WHERE namespace_id IN (${group.id}, ${sub.id})`,
        );
        const ctx = createRequestContext({
          db: db.db,
          viewer: { user: { ...admin, isAdmin: true }, via: 'token', scopes: ['api'] },
          clock: systemClock('2026-11-21'),
          env: loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0' }),
        });
        const filters = epicFilters.parse({});
        for (const sort of EPIC_SORTS) {
          const expected = expectedOrder(rows, sort);
          const { forward, backward } = await walkPages(pageSize, async (page) => {
            const found = await listGroupEpics(ctx, group, { filters, sort, page });
            return { items: found.edges.map((e) => e.node.id), pageInfo: found.pageInfo };
          });
          expect(forward, `forward ${sort}`).toEqual(expected);
          expect(backward, `backward ${sort}`).toEqual(expected);
        }
      },
    ),
    { numRuns: 15, seed: Number(process.env.FC_SEED ?? 20261121) },
  );
});
