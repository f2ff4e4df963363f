import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '@cairn/db';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { labelWorld } from './label-fixtures.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  await labelWorld(w);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const QUERY = `query($path: ID!, $anc: Boolean, $desc: Boolean, $only: Boolean, $search: String, $title: String) {
  group(fullPath: $path) {
    labels(includeAncestorGroups: $anc, includeDescendantGroups: $desc, onlyGroupLabels: $only,
      searchTerm: $search, title: $title) { nodes { title } }
  }
}`;

async function titles(vars: Record<string, unknown>, token?: string) {
  const res = await api.gql(QUERY, { path: 'acme', ...vars }, token);
  expect(res.errors).toBeUndefined();
  return at<{ title: string }[]>(res.data, 'group.labels.nodes').map((n) => n.title);
}

describe('Group.labels and Project.labels', () => {
  it("lists the group's own labels by title", async () => {
    expect(await titles({})).toEqual(['bug', 'Feature', 'priority::high']);
  });

  it('adds readable descendant groups, and their projects unless onlyGroupLabels', async () => {
    expect(await titles({ desc: true, only: true })).toEqual(['bug', 'Feature', 'priority::high']);
    expect(await titles({ desc: true, only: true }, w.people.outsider.token)).toEqual([
      'backend',
      'bug',
      'Feature',
      'priority::high',
    ]);
    const withProjects = ['api-label', 'backend', 'bug', 'Feature', 'frontend', 'priority::high'];
    expect(await titles({ desc: true, only: false }, w.people.outsider.token)).toEqual(
      withProjects,
    );
    // onlyGroupLabels defaults to false, as in GitLab's GroupLabelsResolver.
    expect(await titles({ desc: true }, w.people.outsider.token)).toEqual(withProjects);
    const omitted = await api.gql(
      '{ group(fullPath: "acme") { labels(includeDescendantGroups: true) { nodes { title } } } }',
      {},
      w.people.outsider.token,
    );
    expect(at<{ title: string }[]>(omitted.data, 'group.labels.nodes').map((n) => n.title)).toEqual(
      withProjects,
    );
    const guest = await titles({ desc: true, only: false }, w.people.guest.token);
    expect(guest).toContain('classified');
    expect(guest).toContain('vault-only');
  });

  it('adds readable ancestor groups and filters by search or exact title', async () => {
    const token = w.people.secretGuest.token;
    expect(await titles({ path: 'acme/secret', anc: true }, token)).toEqual([
      'bug',
      'classified',
      'Feature',
      'priority::high',
    ]);
    expect(await titles({ search: 'PRIOR' })).toEqual(['priority::high']);
    expect(await titles({ title: 'feature' })).toEqual([]);
    expect(await titles({ title: 'Feature' })).toEqual(['Feature']);
  });

  it('gives colour and readable text colour', async () => {
    const res = await api.gql(
      '{ project(fullPath: "acme/web") { labels(includeAncestorGroups: true) { nodes { title color textColor description } } } }',
    );
    expect(at(res.data, 'project.labels.nodes')).toEqual([
      { title: 'bug', color: '#d9534f', textColor: '#FFFFFF', description: null },
      { title: 'Feature', color: '#f0ad4e', textColor: '#1F1E24', description: null },
      { title: 'frontend', color: '#5cb85c', textColor: '#FFFFFF', description: null },
      { title: 'priority::high', color: '#ff0000', textColor: '#FFFFFF', description: null },
    ]);
  });
});

const CREATE = `mutation($input: LabelCreateInput!) {
  labelCreate(input: $input) { clientMutationId errors label { title color textColor description } }
}`;

describe('labelCreate', () => {
  it('creates group and project labels for planners and above', async () => {
    const token = w.people.reporter.token;
    const group = await api.gql(
      CREATE,
      {
        input: {
          groupPath: 'acme',
          title: 'needs-design',
          color: 'gold',
          description: 'UX',
          clientMutationId: 'c1',
        },
      },
      token,
    );
    expect(at(group.data, 'labelCreate')).toEqual({
      clientMutationId: 'c1',
      errors: [],
      label: { title: 'needs-design', color: '#ffd700', textColor: '#1F1E24', description: 'UX' },
    });
    const project = await api.gql(
      CREATE,
      { input: { projectPath: 'acme/web', title: 'web-only' } },
      token,
    );
    expect(at(project.data, 'labelCreate.label')).toMatchObject({
      title: 'web-only',
      color: '#6699cc',
    });
  });

  it('returns rule failures in errors and writes nothing', async () => {
    const before = await t.db.db.$count(labels);
    const token = w.people.owner.token;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'bug' }, 'Title has already been taken'],
      [{ title: 'shiny', color: '#12345' }, 'Color must be a valid color code'],
      [{ title: 'shiny', color: 'blurple' }, 'Color must be a valid color code'],
      [{ title: '   ' }, "Title can't be blank"],
      [{ title: 'a,b' }, 'Title is invalid'],
      [{ title: 'x'.repeat(256) }, 'Title is too long (maximum is 255 characters)'],
    ];
    for (const [input, message] of cases) {
      const res = await api.gql(CREATE, { input: { groupPath: 'acme', ...input } }, token);
      expect(res.errors, JSON.stringify(input)).toBeUndefined();
      expect(at(res.data, 'labelCreate.errors'), JSON.stringify(input)).toContain(message);
      expect(at(res.data, 'labelCreate.label')).toBeNull();
    }
    expect(await t.db.db.$count(labels)).toBe(before);
  });

  it('lists every rule failure of one input, as GitLab does', async () => {
    const input = {
      groupPath: 'acme',
      title: '   ',
      color: 'blurple',
      description: 'd'.repeat(65_536),
    };
    const res = await api.gql(CREATE, { input }, w.people.owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      labelCreate: {
        clientMutationId: null,
        label: null,
        errors: [
          "Title can't be blank",
          'Color must be a valid color code',
          'Description is too long (maximum is 65535 characters)',
        ],
      },
    });
  });

  it('refuses viewers without permission and malformed requests as GraphQL errors', async () => {
    const before = await t.db.db.$count(labels);
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ groupPath: 'acme', title: 'g' }, w.people.guest.token, "don't have permission"],
      [{ groupPath: 'acme', title: 'a' }, undefined, "don't have permission"],
      [{ groupPath: 'acme/secret', title: 'o' }, w.people.outsider.token, "don't have permission"],
      [{ groupPath: 'nope', title: 'n' }, w.people.admin.token, "don't have permission"],
      [{ title: 'none' }, w.people.owner.token, 'Exactly one of'],
      [
        { groupPath: 'acme', projectPath: 'acme/web', title: 'both' },
        w.people.owner.token,
        'Exactly one of',
      ],
      [{ groupPath: 'acme', title: 7 }, w.people.owner.token, 'title'],
      [{ groupPath: 'acme' }, w.people.owner.token, 'title'],
    ];
    for (const [input, token, message] of cases) {
      const res = await api.gql(CREATE, { input }, token);
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toContain(message);
    }
    expect(await t.db.db.$count(labels)).toBe(before);
  });
});
