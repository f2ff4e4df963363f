import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, runMigrations, type DatabaseHandle } from '@cairn/db';
import { createTestDatabaseUrl } from '@cairn/db/testing';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { fixtures } from '../testing/fixtures.ts';
import { TEST_TODAY } from '../testing/test-app.ts';
import { sseSubscribe } from './sse-test-client.ts';

/**
 * Several app servers on one PostgreSQL: a write through one server reaches a subscriber of
 * another through LISTEN/NOTIFY alone (servers share nothing else). PostgreSQL only: an embedded
 * PGlite database belongs to one process, so there is no second server to prove anything with.
 * The `.pg.integration-test.ts` suffix keeps it out of the PGlite run (vitest.config.ts).
 */

interface Server {
  handle: DatabaseHandle;
  app: FastifyInstance;
  base: string;
}

let drop: () => Promise<void> = async () => {};
const servers: Server[] = [];

async function startServer(url: string): Promise<Server> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
  const env = loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0', CAIRN_BASE_URL: 'http://cairn.test' });
  const app = await buildApp({ handle, env, clock: systemClock(TEST_TODAY), logger: false });
  await app.ready();
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { handle, app, base };
}

describe('several app servers on one database', () => {
  beforeAll(async () => {
    const db = await createTestDatabaseUrl();
    drop = db.drop;
    servers.push(await startServer(db.url));
    await runMigrations(servers[0]!.handle);
    servers.push(await startServer(db.url));
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.app.close();
      await server.handle.close();
    }
    await drop();
  });

  it('delivers a write made through one server to a subscriber on the other within 2 s', async () => {
    const [writer, reader] = servers as [Server, Server];
    const f = fixtures(writer.handle.db);
    const group = await f.group({ path: 'acme', visibility: 'public' });
    const project = await f.project({ path: 'web', group, visibility: 'public' });
    const planner = await f.user({ username: 'planner' });
    await f.member(group, planner, 'planner');
    const token = await f.token(planner);
    const issue = await f.issue(project, { title: 'Shared' });

    const sub = await sseSubscribe(
      reader.base,
      `subscription($id: WorkItemID!) { workItemUpdated(workItemId: $id) { id title } }`,
      { id: `gid://gitlab/Issue/${issue.id}` },
      token,
    );
    for (let i = 0; i < 100 && reader.app.realtime.listenerCount(issue.id) === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(reader.app.realtime.listenerCount(issue.id)).toBe(1);
    expect(writer.app.realtime.listenerCount(issue.id)).toBe(0);

    const started = Date.now();
    const put = await writer.app.inject({
      method: 'PUT',
      url: `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`,
      headers: { 'private-token': token },
      payload: { title: 'Renamed on the other server' },
    });
    expect(put.statusCode).toBe(200);
    expect(await sub.next(2000)).toEqual({
      data: {
        workItemUpdated: {
          id: `gid://cairn/WorkItem/${issue.id}`,
          title: 'Renamed on the other server',
        },
      },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    sub.abort();
  });
});
