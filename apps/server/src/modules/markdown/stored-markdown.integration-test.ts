import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { renderedMarkdown, workItems } from '@cairn/db';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MAX_RENDERED_DOCUMENTS } from '#server/graphql/render-cost.ts';
import { renderKey } from './rendered-store.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
const BASE = { baseUrl: 'http://cairn.test' };

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const PROJECT = '/api/v4/projects/acme%2Fweb/issues';

async function createIssue(title: string, description: string) {
  const res = await api.rest('POST', PROJECT, {
    token: w.people.owner.token,
    body: { title, description },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ iid: number }>().iid;
}

const editIssue = async (iid: number, body: Record<string, unknown>) =>
  expect(
    (await api.rest('PUT', `${PROJECT}/${iid}`, { token: w.people.owner.token, body })).statusCode,
  ).toBe(200);

async function html(iid: number, token?: string) {
  const res = await api.gql(
    `query($iid: String!) { project(fullPath: "acme/web") { issue(iid: $iid) { descriptionHtml } } }`,
    { iid: String(iid) },
    token,
  );
  expect(res.errors).toBeUndefined();
  return at<string>(res.data, 'project.issue.descriptionHtml');
}

const stored = async (source: string) =>
  (
    await t.db.db
      .select({ n: count() })
      .from(renderedMarkdown)
      .where(eq(renderedMarkdown.key, renderKey(source, BASE)))
  )[0]!.n;

describe('stored Markdown rendering', () => {
  it('is stored when a description is written, and reflects a referenced item per read and per viewer', async () => {
    const target = await createIssue('Alpha plan', 'target');
    const source = `See #${target} by @reporter`;
    const iid = await createIssue('Referrer', source);
    expect(await stored(source)).toBe(1);

    const link = (title: string, text: string) =>
      `<a href="/acme/web/-/issues/${target}" title="${title}" class="gfm gfm-issue" data-reference-type="issue">${text}</a>`;
    const user =
      '<a href="/reporter" title="Reporter" class="gfm gfm-project_member" data-reference-type="user">@reporter</a>';
    const p = (inner: string) =>
      `<p data-sourcepos="1:1-1:${source.length}">See ${inner} by ${user}</p>`;
    expect(await html(iid)).toBe(p(link('Alpha plan', `#${target}`)));

    await editIssue(target, { title: 'Beta plan', state_event: 'close' });
    expect(await html(iid)).toBe(p(link('Beta plan', `#${target} (closed)`)));

    await editIssue(target, { confidential: true });
    // Reporters see confidential issues; a guest, an outsider and an anonymous reader do not,
    // and the title never reaches them through the stored rendering.
    expect(await html(iid, w.people.reporter.token)).toBe(
      p(link('Beta plan', `#${target} (closed)`)),
    );
    for (const token of [w.people.guest.token, w.people.outsider.token, undefined]) {
      expect(await html(iid, token)).toBe(p(`#${target}`));
    }
    expect(await stored(source)).toBe(1);
  });

  it('renders and stores a description written before renderings were stored on its first read', async () => {
    const iid = await createIssue('Old', 'placeholder');
    const source = 'Written **before** the upgrade';
    await t.db.db.update(workItems).set({ description: source }).where(eq(workItems.iid, iid));
    expect(await stored(source)).toBe(0);
    expect(await html(iid)).toBe(
      '<p data-sourcepos="1:1-1:30">Written <strong>before</strong> the upgrade</p>',
    );
    expect(await stored(source)).toBe(1);
  });
});

describe('rendering in the query cost', () => {
  const aliases = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: group(fullPath: "acme") { epics(first: 100) { nodes { descriptionHtml } } }`).join(' ')} }`;

  it('refuses 15 aliases of a page of 100 epics with descriptionHtml before running it', async () => {
    const res = await api.gql(aliases(15));
    expect(res.data).toBeUndefined();
    expect(res.errors).toEqual([
      {
        message: `Query asks for up to 1500 rendered Markdown fields (descriptionHtml, bodyHtml); the limit is ${MAX_RENDERED_DOCUMENTS}. Ask for fewer items or aliases.`,
        extensions: { code: 'QUERY_TOO_EXPENSIVE', cost: 1500, maxCost: 500 },
      },
    ]);
  });

  it('counts page sizes given in variables and runs a query within the limit', async () => {
    const query = `query($n: Int) { group(fullPath: "acme") { epics(first: $n) { nodes { descriptionHtml } } } }`;
    const small = await api.gql(query, { n: 5 });
    expect(small.errors).toBeUndefined();
    expect(at(small.data, 'group.epics.nodes')).toEqual([]);
    expect((await api.gql(aliases(5))).errors).toBeUndefined();
    const big = await api.gql(
      `query($n: Int) { a: group(fullPath: "acme") { epics(first: $n) { nodes { descriptionHtml children(first: $n) { nodes { descriptionHtml } } } } } }`,
      { n: 30 },
    );
    expect(big.errors?.[0]?.extensions?.cost).toBe(930);
  });
});
