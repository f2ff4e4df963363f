import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '../testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '../testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

/** The path of an avatar URL, absolute (CAIRN_BASE_URL) or relative. */
const pathOf = (url: string) => new URL(url, 'http://cairn.test').pathname;

describe('default avatars', () => {
  it('answer every avatar_url the APIs return with a cacheable SVG image', async () => {
    const rest = await api.rest('GET', '/api/v4/users?per_page=100', {
      token: w.people.owner.token,
    });
    const restUrls = rest.json<{ avatar_url: string }[]>().map((u) => u.avatar_url);
    const gql = await api.gql('{ currentUser { avatarUrl } }', {}, w.people.outsider.token);
    const urls = [...restUrls, at<string>(gql.data, 'currentUser.avatarUrl')];
    expect(urls.length).toBeGreaterThanOrEqual(10);
    for (const url of urls) {
      expect(pathOf(url)).toMatch(/^\/-\/avatars\/[^/]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('revalidates with the ETag and needs no sign-in', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/-/avatars/ada.lovelace.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('>AL</text>');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/-/avatars/ada.lovelace.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is 404 for anything but an .svg name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/-/avatars/alice.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '404 Not Found' });
  });
});
