import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

// Colours on both sides of every threshold the old rules used (YIQ 150, WCAG luminance 0.5),
// where a Markdown pill and the API used to disagree (#f0e68c: '#333238' vs '#1F1E24').
const COLORS = ['#f0e68c', '#428bca', '#808080', '#7fff00', '#ffd700', '#1068bf', '#dc143c'];

describe('label text colour', () => {
  it('is the same in a Markdown ~label pill and in the API text_color', async () => {
    const token = w.people.owner.token;
    const apiColors = new Map<string, string>();
    for (const [i, color] of COLORS.entries()) {
      const res = await api.rest('POST', '/api/v4/projects/acme%2Fweb/labels', {
        token,
        body: { name: `c${i}`, color },
      });
      expect(res.statusCode).toBe(201);
      apiColors.set(`c${i}`, res.json<{ text_color: string }>().text_color);
    }
    const issue = await api.rest('POST', '/api/v4/projects/acme%2Fweb/issues', {
      token,
      body: { title: 'Pills', description: COLORS.map((_, i) => `~c${i}`).join(' ') },
    });
    expect(issue.statusCode).toBe(201);
    const iid = issue.json<{ iid: number }>().iid;
    const res = await api.gql(
      `query($iid: String!) { project(fullPath: "acme/web") { issue(iid: $iid) { descriptionHtml } } }`,
      { iid: String(iid) },
      token,
    );
    const html = at<string>(res.data, 'project.issue.descriptionHtml');
    const pills = new Map(
      [...html.matchAll(/data-text-color="([^"]+)">(c\d)</g)].map((m) => [m[2], m[1]]),
    );
    expect(Object.fromEntries(pills)).toEqual(Object.fromEntries(apiColors));
    expect(Object.fromEntries(apiColors)).toEqual({
      c0: '#1F1E24',
      c1: '#FFFFFF',
      c2: '#FFFFFF',
      c3: '#1F1E24',
      c4: '#1F1E24',
      c5: '#FFFFFF',
      c6: '#FFFFFF',
    });
  });
});
