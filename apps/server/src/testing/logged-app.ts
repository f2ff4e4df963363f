import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { TEST_TODAY } from './test-app.ts';
import { createLogger } from '../observability/logger.ts';

export interface LoggedApp {
  app: FastifyInstance;
  db: TestDatabase;
  /** Every log line the app wrote, as written (JSON text). */
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * A test app whose logger writes into `lines` (at LOG_LEVEL trace unless told); `extend` adds
 * routes before the app is ready (a crashing route, for example).
 */
export async function createLoggedApp(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<LoggedApp> {
  const lines: string[] = [];
  const db = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'production',
    CAIRN_DEMO: '0',
    CAIRN_BASE_URL: 'http://cairn.test',
    // No web build unless a test brings one: a checkout's apps/web/dist (after `npm start`)
    // would add its static routes to every test app (a glob of every file, and a `/*` route).
    WEB_DIST: '/nonexistent/cairn-web-dist',
    LOG_LEVEL: 'trace',
    ...options.env,
  });
  const logger = createLogger(env.LOG_LEVEL, {
    stream: { write: (line) => void lines.push(line) },
  });
  const app = await buildApp({ handle: db, env, clock: systemClock(TEST_TODAY), logger });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
