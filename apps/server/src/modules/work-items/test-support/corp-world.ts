import { afterAll, beforeAll } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import {
  fixtures,
  type Fixtures,
  type NamespaceRow,
  type UserRow,
} from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * The world of the hidden-item tests (a banned author's items, items submitted as spam): an
 * admin, an outsider, and corp (public group: owner, developer, guest) with its public project
 * corp/app. One app per test file: vitest gives each file its own copy of this module, whose
 * bindings the setup files re-export.
 */
export const counter = statementCounter();
export let t: TestApp;
export let api: ApiClient;
export let corp: NamespaceRow;
export let app: NamespaceRow;
export type Person = 'admin' | 'owner' | 'developer' | 'guest' | 'outsider';
export const tokens = {} as Record<Person, string>;

export type Viewer = Person | 'anonymous';
/**
 * Everyone but the admin, the spam issue's author (developer) included. A banned author is not
 * among them: a banned user's token and session are refused on every transport
 * (auth/token-scopes.integration-test.ts), so nothing can be read with them at all.
 */
export const NON_ADMINS: Viewer[] = ['anonymous', 'guest', 'developer', 'owner', 'outsider'];
export const tokenOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : tokens[viewer]);

/** Builds the world before the file's tests, then the file's own items with `more`. */
export function useCorpWorld(
  more: (f: Fixtures, people: Record<Person, UserRow>) => Promise<void>,
) {
  beforeAll(async () => {
    t = await createTestApp({ logger: counter.logger });
    api = apiClient(t.app);
    const f = fixtures(t.db.db);
    const people = {} as Record<Person, UserRow>;
    for (const name of ['admin', 'owner', 'developer', 'guest', 'outsider'] as const) {
      people[name] = await f.user({ username: name, isAdmin: name === 'admin' });
      tokens[name] = await f.token(people[name]);
    }
    corp = await f.group({ path: 'corp', visibility: 'public' });
    app = await f.project({ path: 'app', group: corp, visibility: 'public' });
    await f.member(corp, people.owner, 'owner');
    await f.member(corp, people.developer, 'developer');
    await f.member(corp, people.guest, 'guest');
    await more(f, people);
  });
  afterAll(() => t.close());
}
