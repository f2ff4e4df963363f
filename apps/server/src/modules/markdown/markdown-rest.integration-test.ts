import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let api: ApiClient;
let project: NamespaceRow;
let secretProject: NamespaceRow;
let memberToken: string;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const f = fixtures(t.db.db);
  const group = await f.group({ path: 'acme' });
  project = await f.project({ group, path: 'web' });
  secretProject = await f.project({ group, path: 'vault', visibility: 'private' });
  const author = await f.user({ username: 'author' });
  const member = await f.user({ username: 'member' });
  const outsider = await f.user({ username: 'outsider' });
  await f.member(group, member, 'reporter');
  await f.issue(project, { title: 'Open issue', author });
  await f.issue(project, { title: 'Hidden issue', author, confidential: true });
  await f.issue(secretProject, { title: 'Vault issue', author });
  memberToken = await f.token(member);
  outsiderToken = await f.token(outsider);
});
afterAll(() => t.close());

const preview = (body: unknown, token?: string) =>
  api.rest('POST', '/api/v4/markdown', { token, body });

describe('POST /api/v4/markdown', () => {
  it('renders plain Markdown without a project', async () => {
    const res = await preview({ text: '**bold** #1' }, outsiderToken);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      html: '<p data-sourcepos="1:1-1:11"><strong>bold</strong> #1</p>',
    });
  });

  it('resolves references in the project with the viewer rights, leaking no hidden title', async () => {
    const body = { text: '#1 #2 acme/vault#1', gfm: true, project: 'acme/web' };
    const asOutsider = (await preview(body, outsiderToken)).json<{ html: string }>().html;
    expect(asOutsider).toContain('href="/acme/web/-/issues/1"');
    expect(asOutsider).toContain('title="Open issue"');
    expect(asOutsider).not.toContain('Hidden issue');
    expect(asOutsider).not.toContain('Vault issue');
    expect(asOutsider).not.toContain('/acme/web/-/issues/2');

    const asMember = (await preview(body, memberToken)).json<{ html: string }>().html;
    expect(asMember).toContain('title="Hidden issue"');
    expect(asMember).toContain('title="Vault issue"');
  });

  it('leaves references as text when gfm is off', async () => {
    const res = await preview({ text: '#1', gfm: false, project: 'acme/web' }, memberToken);
    expect(res.json()).toEqual({ html: '<p data-sourcepos="1:1-1:2">#1</p>' });
  });

  it('points attachment links into the project', async () => {
    const text = '![shot](/uploads/0123456789abcdef0123456789abcdef/shot.png)';
    const res = await preview({ text, gfm: true, project: 'acme/web' }, memberToken);
    expect(res.json<{ html: string }>().html).toContain(
      'src="/acme/web/uploads/0123456789abcdef0123456789abcdef/shot.png"',
    );
  });

  it('answers 404 for a project the viewer cannot read, as for one that does not exist', async () => {
    for (const name of ['acme/vault', 'acme/nothing']) {
      const res = await preview({ text: 'x', gfm: true, project: name }, outsiderToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '404 Project Not Found' });
    }
  });

  it('requires a signed-in user, as GitLab does by default', async () => {
    const res = await preview({ text: 'hello' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '401 Unauthorized' });
  });

  it('refuses a missing text and a text longer than a description may be', async () => {
    const missing = await preview({ gfm: true }, memberToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'text is missing',
      message: { text: ['text is missing'] },
    });

    const long = await preview({ text: 'a'.repeat(100_001) }, memberToken);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'text is too long (maximum is 100000 characters)',
      message: { text: ['text is too long (maximum is 100000 characters)'] },
    });
    const atLimit = await preview({ text: 'a'.repeat(100_000) }, memberToken);
    expect(atLimit.statusCode).toBe(201);
  });
});
