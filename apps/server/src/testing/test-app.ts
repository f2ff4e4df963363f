import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { Logger } from 'drizzle-orm/logger';

export const TEST_TODAY = '2026-11-21';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** A real server (Fastify inject) over a fresh database of the kind TEST_DB selects. */
export async function createTestApp(
  options: { logger?: Logger; env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestApp> {
  const db = await createTestDatabase({ logger: options.logger });
  const env = loadEnv({
    NODE_ENV: 'test',
    CAIRN_DEMO: '0',
    CAIRN_BASE_URL: 'http://cairn.test',
    // No web build unless a test brings one: a checkout's apps/web/dist (after `npm start`)
    // would add its static routes to every test app (a glob of every file, and a `/*` route).
    WEB_DIST: '/nonexistent/cairn-web-dist',
    ...options.env,
  });
  const app = await buildApp({
    handle: db,
    env,
    clock: options.clock ?? systemClock(TEST_TODAY),
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
