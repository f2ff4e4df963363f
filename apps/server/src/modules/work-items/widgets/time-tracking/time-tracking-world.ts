import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow, type UserRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/** The time-tracking tests' world: the clock, a public `acme/web` and a reporter and a guest. */

export const NOW = new Date('2026-11-21T10:00:00.000Z');
export const H = 3600;

type Role = 'reporter' | 'guest';

export interface TimeTrackingWorld {
  t: TestApp;
  api: ApiClient;
  project: NamespaceRow;
  readonly people: Record<Role, UserRow>;
  readonly tokens: Record<Role, string>;
}

/** Sets the world up before the file's tests (members of the project's group) and closes it after. */
export function timeTrackingWorld(): TimeTrackingWorld {
  const w = { people: {}, tokens: {} } as TimeTrackingWorld;
  beforeAll(async () => {
    w.t = await createTestApp({ clock: { now: () => NOW, today: () => '2026-11-21' } });
    w.api = apiClient(w.t.app);
    const f = fixtures(w.t.db.db);
    const group = await f.group({ path: 'acme', visibility: 'public' });
    w.project = await f.project({ path: 'web', group, visibility: 'public' });
    for (const role of ['reporter', 'guest'] as const) {
      w.people[role] = await f.user({ username: role });
      w.tokens[role] = await f.token(w.people[role]);
      await f.member(group, w.people[role], role);
    }
  });
  afterAll(() => w.t.close());
  return w;
}
