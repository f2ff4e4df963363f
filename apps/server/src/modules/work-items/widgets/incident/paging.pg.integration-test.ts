import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  escalationPolicies,
  escalationRules,
  openDatabase,
  pendingEscalations,
  runMigrations,
  todos,
  workItems,
  type DatabaseHandle,
} from '@cairn/db';
import { createTestDatabaseUrl } from '@cairn/db/testing';
import { loadEnv } from '#server/env.ts';
import { systemClock } from '#server/lib/clock.ts';
import { fixtures } from '#server/testing/fixtures.ts';
import { TEST_TODAY } from '#server/testing/test-app.ts';
import { sendDuePages } from './paging-job.ts';

/**
 * Several servers run the paging job on one PostgreSQL: a due page goes out once, however many
 * run at the same moment (the advisory lock, and due rows deleted in the same transaction).
 * PostgreSQL only (`.pg.integration-test.ts`): an embedded PGlite database has one process.
 */

let drop: () => Promise<void> = async () => {};
const handles: DatabaseHandle[] = [];
const env = loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0', CAIRN_BASE_URL: 'http://cairn.test' });

beforeAll(async () => {
  const db = await createTestDatabaseUrl();
  drop = db.drop;
  handles.push(await openDatabase({ databaseUrl: db.url, poolSize: 2 }));
  await runMigrations(handles[0]!);
  handles.push(await openDatabase({ databaseUrl: db.url, poolSize: 2 }));
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await drop();
});

describe('paging with several servers', () => {
  it('sends each due page once when every server runs the job at the same time', async () => {
    const db = handles[0]!.db;
    const f = fixtures(db);
    const group = await f.group({ path: 'acme', visibility: 'public' });
    const project = await f.project({ path: 'web', group, visibility: 'public' });
    const oncall = await f.user({ username: 'oncall' });
    const incident = await f.issue(project, { title: 'Down', type: 'incident' });
    const [policy] = await db
      .insert(escalationPolicies)
      .values({ projectId: project.id, name: 'Primary' })
      .returning();
    const [rule] = await db
      .insert(escalationRules)
      .values({
        policyId: policy!.id,
        status: 'resolved',
        elapsedTimeSeconds: 0,
        userId: oncall.id,
      })
      .returning();
    await db
      .update(workItems)
      .set({ escalationPolicyId: policy!.id })
      .where(eq(workItems.id, incident.id));
    await db.insert(pendingEscalations).values({
      workItemId: incident.id,
      ruleId: rule!.id,
      processAt: new Date(Date.now() - 1000),
    });

    const clock = systemClock(TEST_TODAY);
    const runs = await Promise.all(
      [...handles, ...handles].map((h) => sendDuePages({ db: h.db, clock, env })),
    );
    expect(runs.reduce((sum, r) => sum + r.paged, 0)).toBe(1);
    const made = await db.select().from(todos).where(eq(todos.workItemId, incident.id));
    expect(made.map((t) => [t.userId, t.action])).toEqual([[oncall.id, 'escalated']]);
    expect(await db.select().from(pendingEscalations)).toEqual([]);
  });
});
