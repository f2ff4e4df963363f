import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaces } from '@cairn/db';
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

const paths = (res: { json: () => unknown }) =>
  (res.json() as { path_with_namespace: string }[]).map((p) => p.path_with_namespace).sort();

describe('REST projects', () => {
  it('lists the projects each viewer may read', async () => {
    expect(paths(await api.rest('GET', '/api/v4/projects'))).toEqual(['acme/web']);
    expect(
      paths(await api.rest('GET', '/api/v4/projects', { token: w.people.outsider.token })),
    ).toEqual(['acme/platform/api', 'acme/web']);
    expect(
      paths(await api.rest('GET', '/api/v4/projects', { token: w.people.guest.token })),
    ).toEqual(['acme/platform/api', 'acme/secret/vault', 'acme/web']);
    const mine = await api.rest('GET', '/api/v4/projects?membership=true', {
      token: w.people.secretGuest.token,
    });
    expect(paths(mine)).toEqual(['acme/secret/vault']);
    const searched = await api.rest('GET', '/api/v4/projects?search=AP&order_by=name&sort=asc', {
      token: w.people.admin.token,
    });
    expect(paths(searched)).toEqual(['acme/platform/api']);
  });

  it('returns GitLab project JSON by id or full path, 404 when hidden', async () => {
    const res = await api.rest('GET', '/api/v4/projects/acme%2Fweb');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.projects.web.id,
      name: 'Web',
      path: 'web',
      path_with_namespace: 'acme/web',
      name_with_namespace: 'Acme / Web',
      visibility: 'public',
      issues_enabled: true,
      web_url: 'http://cairn.test/acme/web',
      namespace: { id: w.groups.acme.id, kind: 'group', full_path: 'acme' },
    });
    expect((await api.rest('GET', `/api/v4/projects/${w.projects.web.id}`)).statusCode).toBe(200);
    expect((await api.rest('GET', `/api/v4/projects/${w.projects.api.id}`)).statusCode).toBe(404);
    const vault = await api.rest('GET', '/api/v4/projects/acme%2Fsecret%2Fvault', {
      token: w.people.outsider.token,
    });
    expect(vault.statusCode).toBe(404);
    expect(vault.json()).toEqual({ message: '404 Not Found' });
    expect((await api.rest('GET', '/api/v4/projects/acme')).statusCode).toBe(404);
  });

  it('lists group projects, with subgroups on request', async () => {
    const token = w.people.guest.token;
    expect(paths(await api.rest('GET', '/api/v4/groups/acme/projects', { token }))).toEqual([
      'acme/web',
    ]);
    expect(
      paths(
        await api.rest('GET', '/api/v4/groups/acme/projects?include_subgroups=true', { token }),
      ),
    ).toEqual(['acme/platform/api', 'acme/secret/vault', 'acme/web']);
  });

  it('creates projects for developers and above of the group', async () => {
    const namespace_id = w.groups.platform.id;
    const create = (token: string | undefined, body: Record<string, unknown>) =>
      api.rest('POST', '/api/v4/projects', { token, body: { namespace_id, ...body } });
    expect((await create(undefined, { name: 'Anon' })).statusCode).toBe(401);
    expect((await create(w.people.reporter.token, { name: 'Rep' })).statusCode).toBe(403);
    expect((await create(w.people.outsider.token, { name: 'Out' })).statusCode).toBe(403);
    const ok = await create(w.people.developer.token, {
      name: 'My App',
      description: 'An app',
      visibility: 'internal',
      issues_enabled: false,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      name: 'My App',
      path: 'my-app',
      path_with_namespace: 'acme/platform/my-app',
      visibility: 'internal',
      issues_enabled: false,
      description: 'An app',
    });
    const perms = await api.gql(
      '{ project(fullPath: "acme/platform/my-app") { userPermissions { adminProject createIssue } } }',
      {},
      w.people.developer.token,
    );
    expect(at(perms.data, 'project.userPermissions')).toEqual({
      adminProject: true,
      createIssue: false,
    });
  });

  it('refuses invalid projects and writes nothing', async () => {
    const count = () => t.db.db.$count(namespaces);
    const before = await count();
    const token = w.people.owner.token;
    const cases: [Record<string, unknown>, number][] = [
      [{ name: 'No namespace' }, 400],
      [{ namespace_id: w.groups.acme.id }, 400],
      [{ namespace_id: w.groups.acme.id, path: 'web' }, 400],
      [{ namespace_id: w.groups.acme.id, path: '.bad' }, 400],
      [{ namespace_id: w.groups.acme.id, name: '!!!' }, 400],
      [{ namespace_id: w.groups.secret.id, name: 'Open', visibility: 'public' }, 400],
      [{ namespace_id: w.groups.acme.id, name: 'X', issues_enabled: 'perhaps' }, 400],
      [{ namespace_id: w.projects.web.id, name: 'In a project' }, 404],
      [{ namespace_id: w.groups.other.id, name: 'Hidden' }, 404],
      [{ namespace_id: 'acme', name: 'Str' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await api.rest('POST', '/api/v4/projects', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await count()).toBe(before);
  });
});

describe('GraphQL projects', () => {
  it('lists group projects with includeSubgroups and search', async () => {
    const query = `query($sub: Boolean, $search: String) { group(fullPath: "acme") {
      projects(includeSubgroups: $sub, search: $search) { nodes { fullPath } }
    } }`;
    const token = w.people.outsider.token;
    const direct = await api.gql(query, {}, token);
    expect(at(direct.data, 'group.projects.nodes')).toEqual([{ fullPath: 'acme/web' }]);
    const all = await api.gql(query, { sub: true }, token);
    const fullPaths = at<{ fullPath: string }[]>(all.data, 'group.projects.nodes').map(
      (p) => p.fullPath,
    );
    expect(fullPaths).toContain('acme/platform/api');
    expect(fullPaths).not.toContain('acme/secret/vault');
    const searched = await api.gql(query, { sub: true, search: 'we' }, token);
    expect(at(searched.data, 'group.projects.nodes')).toEqual([{ fullPath: 'acme/web' }]);
  });

  it('derives project permissions from the policy', async () => {
    const query = `{ project(fullPath: "acme/web") { userPermissions {
      readProject createIssue adminIssue adminLabel adminMilestone adminProject removeProject } } }`;
    const anon = await api.gql(query);
    expect(at(anon.data, 'project.userPermissions')).toMatchObject({
      readProject: true,
      createIssue: false,
      adminProject: false,
    });
    const reporter = await api.gql(query, {}, w.people.reporter.token);
    expect(at(reporter.data, 'project.userPermissions')).toEqual({
      readProject: true,
      createIssue: true,
      adminIssue: true,
      adminLabel: true,
      adminMilestone: true,
      adminProject: false,
      removeProject: false,
    });
    const owner = await api.gql(query, {}, w.people.owner.token);
    expect(at(owner.data, 'project.userPermissions.removeProject')).toBe(true);
  });
});
