import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTemplates } from '@cairn/db';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  await t.db.db.insert(issueTemplates).values([
    { projectId: w.projects.web.id, name: 'Feature proposal', content: '## Problem\n' },
    { projectId: w.projects.web.id, name: 'Bug', content: '## Steps to reproduce\n' },
    { projectId: w.projects.vault.id, name: 'Secret', content: 'hidden' },
    { groupId: w.groups.acme.id, name: 'Bug', content: 'acme bug' },
    { groupId: w.groups.acme.id, name: 'Support request', content: '## Who\n' },
    { groupId: w.groups.platform.id, name: 'Support request', content: '## Platform\n' },
    { groupId: w.groups.other.id, name: 'Elsewhere', content: 'not inherited' },
  ]);
});
afterAll(() => t.close());

describe('GET /projects/:id/templates/issues', () => {
  it("lists a project's own then its groups' templates, in GitLab's shape", async () => {
    const res = await api.rest('GET', '/api/v4/projects/acme%2Fweb/templates/issues');
    expect(res.statusCode).toBe(200);
    // The project's 'Bug' hides acme's; 'Support request' is inherited from acme.
    expect(res.json()).toEqual([
      { key: 'Bug', name: 'Bug' },
      { key: 'Feature proposal', name: 'Feature proposal' },
      { key: 'Support request', name: 'Support request' },
    ]);
    const byId = await api.rest('GET', `/api/v4/projects/${w.projects.api.id}/templates/issues`, {
      token: w.people.guest.token,
    });
    expect(byId.json()).toEqual([
      { key: 'Support request', name: 'Support request' },
      { key: 'Bug', name: 'Bug' },
    ]);
  });

  it('reads an inherited template from the nearest group that has it', async () => {
    const url = `/api/v4/projects/${w.projects.api.id}/templates/issues`;
    const nearest = await api.rest('GET', `${url}/Support%20request`, {
      token: w.people.guest.token,
    });
    expect(nearest.json()).toEqual({ name: 'Support request', content: '## Platform\n' });
    const root = await api.rest('GET', `${url}/Bug`, { token: w.people.guest.token });
    expect(root.json()).toEqual({ name: 'Bug', content: 'acme bug' });
    const unrelated = await api.rest('GET', `${url}/Elsewhere`, { token: w.people.guest.token });
    expect(unrelated.statusCode).toBe(404);
  });

  it('reads one template by name, with or without .md', async () => {
    for (const name of ['Bug', 'Bug.md']) {
      const res = await api.rest('GET', `/api/v4/projects/acme%2Fweb/templates/issues/${name}`);
      expect(res.json()).toEqual({ name: 'Bug', content: '## Steps to reproduce\n' });
    }
    const spaced = await api.rest(
      'GET',
      '/api/v4/projects/acme%2Fweb/templates/issues/Feature%20proposal',
    );
    expect(spaced.json()).toEqual({ name: 'Feature proposal', content: '## Problem\n' });
  });

  it('answers 404 for an unknown template and for projects the viewer cannot read', async () => {
    const missing = await api.rest('GET', '/api/v4/projects/acme%2Fweb/templates/issues/Nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '404 Template Not Found' });
    for (const url of [
      '/api/v4/projects/acme%2Fsecret%2Fvault/templates/issues',
      '/api/v4/projects/acme%2Fsecret%2Fvault/templates/issues/Secret',
    ]) {
      const anon = await api.rest('GET', url);
      expect(anon.statusCode).toBe(404);
      const outsider = await api.rest('GET', url, { token: w.people.outsider.token });
      expect(outsider.statusCode).toBe(404);
    }
    const member = await api.rest(
      'GET',
      '/api/v4/projects/acme%2Fsecret%2Fvault/templates/issues/Secret',
      { token: w.people.secretGuest.token },
    );
    expect(member.json()).toEqual({ name: 'Secret', content: 'hidden' });
  });
});
