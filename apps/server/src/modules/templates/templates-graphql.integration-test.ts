import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTemplates } from '@cairn/db';
import { RESOURCE_NOT_AVAILABLE } from '#server/graphql/args.ts';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CONTENT_MAX, TEMPLATE_ERRORS } from './templates.writes.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  await t.db.db.insert(issueTemplates).values([
    { projectId: w.projects.api.id, name: 'Bug', content: 'api bug' },
    { groupId: w.groups.acme.id, name: 'Bug', content: 'acme bug' },
    { groupId: w.groups.acme.id, name: 'Support request', content: 'acme support' },
    { groupId: w.groups.platform.id, name: 'Support request', content: 'platform support' },
  ]);
});
afterAll(() => t.close());

const CREATE = `mutation($input: IssueTemplateCreateInput!) {
  issueTemplateCreate(input: $input) {
    errors issueTemplate { id name content inherited sourceName sourceFullPath }
  } }`;
const UPDATE = `mutation($input: IssueTemplateUpdateInput!) {
  issueTemplateUpdate(input: $input) { errors issueTemplate { id name content } } }`;
const DESTROY = `mutation($id: ID!) {
  issueTemplateDestroy(input: { id: $id }) { errors issueTemplate { name } } }`;
const PROJECT = `query($p: ID!) { project(fullPath: $p) {
  canAdminIssueTemplates issueTemplates { name content inherited sourceName sourceFullPath } } }`;
const GROUP = `query($p: ID!) { group(fullPath: $p) {
  canAdminIssueTemplates issueTemplates { name inherited sourceFullPath } } }`;

describe('issue templates in GraphQL', () => {
  it("offers a project's own templates, then its groups' nearest first, one per name", async () => {
    const res = await api.gql(PROJECT, { p: 'acme/platform/api' }, w.people.guest.token);
    expect(at(res, 'data.project.issueTemplates')).toEqual([
      {
        name: 'Bug',
        content: 'api bug',
        inherited: false,
        sourceName: 'Api',
        sourceFullPath: 'acme/platform/api',
      },
      {
        name: 'Support request',
        content: 'platform support',
        inherited: true,
        sourceName: 'Platform',
        sourceFullPath: 'acme/platform',
      },
    ]);
    expect(at(res, 'data.project.canAdminIssueTemplates')).toBe(false);
    const group = await api.gql(GROUP, { p: 'acme/platform/mobile' }, w.people.guest.token);
    expect(at(group, 'data.group.issueTemplates')).toEqual([
      { name: 'Support request', inherited: true, sourceFullPath: 'acme/platform' },
      { name: 'Bug', inherited: true, sourceFullPath: 'acme' },
    ]);
  });

  it('lets maintainers and above manage templates, not developers, reporters or others', async () => {
    for (const [who, may] of [
      ['owner', true],
      ['maintainer', true],
      ['admin', true],
      ['developer', false],
      ['reporter', false],
      ['guest', false],
      ['outsider', false],
    ] as const) {
      const res = await api.gql(GROUP, { p: 'acme' }, w.people[who].token);
      expect([who, at(res, 'data.group.canAdminIssueTemplates')]).toEqual([who, may]);
    }
    const anon = await api.gql(PROJECT, { p: 'acme/web' });
    expect(at(anon, 'data.project.canAdminIssueTemplates')).toBe(false);
  });

  it('creates, edits and deletes a group template that the projects below inherit', async () => {
    const token = w.people.maintainer.token;
    const input = { groupPath: 'acme', name: 'Incident review.md', content: '## Timeline\n' };
    const created = await api.gql(CREATE, { input }, token);
    expect(at(created, 'data.issueTemplateCreate')).toMatchObject({
      errors: [],
      issueTemplate: { name: 'Incident review', inherited: false, sourceFullPath: 'acme' },
    });
    const id = at<string>(created, 'data.issueTemplateCreate.issueTemplate.id');
    const web = await api.gql(PROJECT, { p: 'acme/web' });
    expect(at<{ name: string }[]>(web, 'data.project.issueTemplates').map((x) => x.name)).toContain(
      'Incident review',
    );
    const edited = await api.gql(
      UPDATE,
      { input: { id, content: '## Timeline\n\n## Causes\n' } },
      token,
    );
    expect(at(edited, 'data.issueTemplateUpdate')).toEqual({
      errors: [],
      issueTemplate: { id, name: 'Incident review', content: '## Timeline\n\n## Causes\n' },
    });
    const destroyed = await api.gql(DESTROY, { id }, token);
    expect(at(destroyed, 'data.issueTemplateDestroy')).toEqual({
      errors: [],
      issueTemplate: { name: 'Incident review' },
    });
    const after = await api.gql(GROUP, { p: 'acme' });
    expect(at<{ name: string }[]>(after, 'data.group.issueTemplates').map((x) => x.name)).toEqual([
      'Bug',
      'Support request',
    ]);
  });

  it('explains invalid names and contents in the payload', async () => {
    const token = w.people.maintainer.token;
    const cases = [
      [{ name: '  ', content: 'x' }, TEMPLATE_ERRORS.nameBlank],
      [{ name: 'x'.repeat(256), content: 'x' }, TEMPLATE_ERRORS.nameTooLong],
      [{ name: 'a/b', content: 'x' }, TEMPLATE_ERRORS.nameSlash],
      [{ name: 'Bug', content: 'x' }, TEMPLATE_ERRORS.nameTaken],
      [{ name: 'Empty', content: ' \n' }, TEMPLATE_ERRORS.contentBlank],
      [{ name: 'Huge', content: 'x'.repeat(CONTENT_MAX + 1) }, TEMPLATE_ERRORS.contentTooLong],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await api.gql(
        CREATE,
        { input: { projectPath: 'acme/platform/api', ...fields } },
        token,
      );
      expect(at(res, 'data.issueTemplateCreate')).toEqual({
        errors: [message],
        issueTemplate: null,
      });
    }
    expect(TEMPLATE_ERRORS.nameTooLong).toBe('Name is too long (maximum is 255 characters)');
  });

  it('refuses writes from those who may not manage, without telling them more', async () => {
    const project = await api.gql(PROJECT, { p: 'acme/platform/api' }, w.people.maintainer.token);
    expect(at(project, 'data.project.canAdminIssueTemplates')).toBe(true);
    const created = await api.gql(
      CREATE,
      { input: { projectPath: 'acme/platform/api', name: 'Mine', content: 'x' } },
      w.people.maintainer.token,
    );
    const id = at<string>(created, 'data.issueTemplateCreate.issueTemplate.id');
    for (const token of [w.people.developer.token, w.people.reporter.token, undefined]) {
      const create = await api.gql(
        CREATE,
        { input: { groupPath: 'acme', name: 'Nope', content: 'x' } },
        token,
      );
      expect(create.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
      const update = await api.gql(UPDATE, { input: { id, name: 'Renamed' } }, token);
      expect(update.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
      const destroy = await api.gql(DESTROY, { id }, token);
      expect(destroy.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
    }
    const secret = await api.gql(
      CREATE,
      { input: { groupPath: 'acme/secret', name: 'Nope', content: 'x' } },
      w.people.outsider.token,
    );
    expect(secret.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
    const hidden = await api.gql(GROUP, { p: 'acme/secret' }, w.people.outsider.token);
    expect(at(hidden, 'data.group')).toBeNull();
  });
});
