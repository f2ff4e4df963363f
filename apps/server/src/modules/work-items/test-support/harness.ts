import { afterAll, beforeAll } from 'vitest';
import type { Logger } from 'drizzle-orm/logger';
import { apiClient, type ApiClient, type GqlResult } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { epicWorld, type EpicWorld } from './epic-world.ts';

/** One app + epic world per test file. */
export function useEpicWorld(options: { logger?: Logger } = {}) {
  const state = {} as { t: TestApp; w: EpicWorld; api: ApiClient };
  beforeAll(async () => {
    state.t = await createTestApp({ logger: options.logger });
    state.w = await epicWorld(state.t.db.db);
    state.api = apiClient(state.t.app);
  });
  afterAll(() => state.t.close());
  return state;
}

/** Data of a GraphQL result, failing loudly on errors. */
export function dataOf<T = Record<string, unknown>>(res: GqlResult): T {
  if (res.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors)}`);
  return res.data as T;
}
