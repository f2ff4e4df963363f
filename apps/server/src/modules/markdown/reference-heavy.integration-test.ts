import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { renderedMarkdown } from '@cairn/db';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MAX_LINKED_REFERENCES } from './references.ts';
import { FILL_OFF_THREAD_FROM } from './render-pool.ts';
import { renderKey } from './rendered-store.ts';

/**
 * Markdown made of thousands of references: each distinct reference is stored and linked once,
 * the links are capped, and a comment over the limit is refused.
 */

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
let iid: number;
let issueId: number;
const ISSUES = '/api/v4/projects/acme%2Fweb/issues';

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  const res = await api.rest('POST', ISSUES, {
    token: w.people.owner.token,
    body: { title: 'Target' },
  });
  ({ iid, id: issueId } = res.json<{ iid: number; id: number }>());
});
afterAll(() => t.close());

const comment = (body: string) =>
  api.rest('POST', `${ISSUES}/${iid}/notes`, { token: w.people.owner.token, body: { body } });

describe('reference-heavy comments', () => {
  it('stores each distinct reference once and links the first MAX_LINKED_REFERENCES', async () => {
    // 3,000 references, then plain text: the first 2,000 are placeholders, the rest stay text.
    const body = `${`@owner #${iid} @nobody `.repeat(1000)}\n\n${'plain words '.repeat(4000)}`;
    expect((await comment(body)).statusCode).toBe(201);
    const res = await api.gql(
      `query($iid: String!) { project(fullPath: "acme/web") { issue(iid: $iid) {
        notes(first: 1) { nodes { bodyHtml } } } } }`,
      { iid: String(iid) },
    );
    expect(res.errors).toBeUndefined();
    const html = at<{ bodyHtml: string }[]>(res.data, 'project.issue.notes.nodes')[0]!.bodyHtml;
    const linked = Math.ceil(MAX_LINKED_REFERENCES / 3);
    expect(html.split('<a href="/owner" title="Owner"').length - 1).toBe(linked);
    expect(html.split(`data-reference-type="issue">#${iid}</a>`).length - 1).toBe(linked);
    expect(html.split('<a ').length - 1).toBe(2 * linked);
    expect(html).toContain(`@nobody @owner #${iid} @nobody @owner`);
    const [row] = await t.db.db
      .select({ html: renderedMarkdown.html, references: renderedMarkdown.references })
      .from(renderedMarkdown)
      .where(eq(renderedMarkdown.key, renderKey(body, { baseUrl: 'http://cairn.test' })));
    // Large enough to be filled on the worker (FILL_OFF_THREAD_FROM).
    expect((row?.html ?? '').length).toBeGreaterThan(FILL_OFF_THREAD_FROM);
    expect((row?.references as { text: string }[]).map((r) => r.text)).toEqual([
      '@owner',
      `#${iid}`,
      '@nobody',
    ]);
  });

  it('takes a comment as long as a description (100,000 characters) and refuses a longer one', async () => {
    expect((await comment('x'.repeat(100_000))).statusCode).toBe(201);
    const rest = await comment('x'.repeat(100_001));
    expect(rest.statusCode).toBe(400);
    const tooLong = 'body is too long (maximum is 100000 characters)';
    expect(rest.json()).toEqual({ error: tooLong, message: { body: [tooLong] } });
    const gql = await api.gql(
      `mutation($id: NoteableID!, $body: String!) { createNote(input: { noteableId: $id, body: $body }) { errors } }`,
      { id: `gid://gitlab/Issue/${issueId}`, body: 'x'.repeat(100_001) },
      w.people.owner.token,
    );
    expect(gql.errors?.[0]?.message).toBe('Note is too long (maximum is 100000 characters)');
  });
});
