import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// GitLab's documented way to create a task: find the Task type's id through
// `namespace(fullPath:) { workItemTypes }` (or Project/Group.workItemTypes), then
// `workItemCreate` with it. docs/decisions/0007-gitlab-client-compat.md.

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ env: { CAIRN_BASE_URL: 'https://cairn.example.org' } });
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const TYPES = `workItemTypes { nodes { id name iconName } }`;
const TASK_TYPE = {
  id: 'gid://cairn/WorkItems::Type/5',
  name: 'Task',
  iconName: 'issue-type-task',
};

describe('namespace(fullPath:) and workItemTypes', () => {
  it('answers a project namespace with its types, and a group with Epic', async () => {
    const res = await api.gql(
      `{ p: namespace(fullPath: "acme/web") { id fullPath name webUrl ${TYPES} }
         g: namespace(fullPath: "acme") { id fullPath ${TYPES} } }`,
      {},
      w.people.outsider.token,
    );
    expect(res).toEqual({
      data: {
        p: {
          id: `gid://cairn/Namespaces::ProjectNamespace/${w.projects.web.id}`,
          fullPath: 'acme/web',
          name: 'Web',
          webUrl: 'https://cairn.example.org/acme/web',
          workItemTypes: {
            nodes: [
              { id: 'gid://cairn/WorkItems::Type/1', name: 'Issue', iconName: 'issue-type-issue' },
              {
                id: 'gid://cairn/WorkItems::Type/2',
                name: 'Incident',
                iconName: 'issue-type-incident',
              },
              TASK_TYPE,
            ],
          },
        },
        g: {
          id: `gid://cairn/Group/${w.groups.acme.id}`,
          fullPath: 'acme',
          workItemTypes: {
            nodes: [
              { id: 'gid://cairn/WorkItems::Type/8', name: 'Epic', iconName: 'issue-type-epic' },
            ],
          },
        },
      },
    });
  });

  it('filters by name on Project and Group, and hides what the viewer may not read', async () => {
    const res = await api.gql(
      `{ project(fullPath: "acme/web") { workItemTypes(name: TASK) { nodes { id name } } }
         group(fullPath: "acme") { workItemTypes(name: TASK) { nodes { id } } }
         secret: namespace(fullPath: "acme/secret/vault") { id }
         none: namespace(fullPath: "nope") { id } }`,
      {},
      w.people.outsider.token,
    );
    expect(res).toEqual({
      data: {
        project: { workItemTypes: { nodes: [{ id: TASK_TYPE.id, name: 'Task' }] } },
        group: { workItemTypes: { nodes: [] } },
        secret: null,
        none: null,
      },
    });
  });
});

const CREATE = `mutation($input: WorkItemCreateInput!) {
  workItemCreate(input: $input) {
    workItem { iid title confidential workItemType { id name } }
    errors
  }
}`;

describe('workItemCreate', () => {
  it('creates a task with the Task type id (GitLab gid) and lists it in REST issue lists', async () => {
    const created = await api.gql(
      CREATE,
      {
        input: {
          namespacePath: 'acme/web',
          title: 'Write the docs',
          workItemTypeId: 'gid://gitlab/WorkItems::Type/5',
          descriptionWidget: { description: 'as a task' },
        },
      },
      w.people.developer.token,
    );
    expect(created.errors).toBeUndefined();
    const item = at<{ iid: string }>(created.data, 'workItemCreate.workItem');
    expect(at(created.data, 'workItemCreate')).toEqual({
      workItem: {
        iid: item.iid,
        title: 'Write the docs',
        confidential: false,
        workItemType: { id: TASK_TYPE.id, name: 'Task' },
      },
      errors: [],
    });
    const listed = await api.rest('GET', '/api/v4/projects/acme%2Fweb/issues', {
      token: w.people.developer.token,
    });
    expect(
      listed.json<{ iid: number; issue_type: string; description: string }[]>().map((i) => ({
        iid: i.iid,
        issue_type: i.issue_type,
        description: i.description,
      })),
    ).toEqual([{ iid: Number(item.iid), issue_type: 'task', description: 'as a task' }]);
    const tasks = await api.rest('GET', '/api/v4/projects/acme%2Fweb/issues?issue_type=issue', {
      token: w.people.developer.token,
    });
    expect(tasks.json()).toEqual([]);
  });

  it('creates a task under an issue (hierarchyWidget), as one write, and refuses a wrong parent', async () => {
    const parent = await w.f.issue(w.projects.web, {
      title: 'Parent',
      author: w.people.developer.user,
    });
    const epic = await w.f.epic(w.groups.acme, { title: 'Big' });
    const input = (parentId: string) => ({
      input: {
        namespacePath: 'acme/web',
        title: 'Child task',
        workItemTypeId: TASK_TYPE.id,
        hierarchyWidget: { parentId },
      },
    });
    const created = await api.gql(
      CREATE,
      input(`gid://gitlab/WorkItem/${parent.id}`),
      w.people.developer.token,
    );
    expect(at(created.data, 'workItemCreate.errors')).toEqual([]);
    const tree = await api.gql(
      `query($id: WorkItemID!) { workItem(id: $id) { widgets {
         ... on WorkItemWidgetHierarchy { children { nodes { title workItemType { name } } } } } } }`,
      { id: `gid://gitlab/WorkItem/${parent.id}` },
      w.people.developer.token,
    );
    // An issue's widgets are its hierarchy and its time tracking (no field of it selected).
    expect(at(tree.data, 'workItem.widgets')).toEqual([
      { children: { nodes: [{ title: 'Child task', workItemType: { name: 'Task' } }] } },
      {},
    ]);
    const wrong = await api.gql(
      CREATE,
      input(`gid://gitlab/WorkItem/${epic.id}`),
      w.people.developer.token,
    );
    expect(wrong.errors?.map((e) => e.message)).toEqual([
      "Argument 'input.hierarchyWidget.parentId' is invalid: is not a valid parent of a task",
    ]);
    const secret = await w.f.issue(w.projects.web, { title: 'Secret', confidential: true });
    const open = await api.gql(
      CREATE,
      input(`gid://gitlab/WorkItem/${secret.id}`),
      w.people.developer.token,
    );
    expect(at(open.data, 'workItemCreate')).toEqual({
      workItem: null,
      errors: [
        'Cannot assign a non-confidential work item to a confidential parent. Make the work item confidential and try again.',
      ],
    });
  });

  it('creates an epic in a group with projectPath absent, and an issue with projectPath', async () => {
    const epic = await api.gql(
      CREATE,
      {
        input: {
          namespacePath: 'acme',
          title: 'Roadmap',
          workItemTypeId: 'gid://gitlab/WorkItems::Type/8',
          confidential: true,
        },
      },
      w.people.developer.token,
    );
    expect(at(epic.data, 'workItemCreate.workItem.workItemType.name')).toBe('Epic');
    expect(at(epic.data, 'workItemCreate.workItem.confidential')).toBe(true);
    const issue = await api.gql(
      CREATE,
      {
        input: {
          projectPath: 'acme/web',
          title: 'A bug',
          workItemTypeId: 'gid://cairn/WorkItems::Type/1',
        },
      },
      w.people.developer.token,
    );
    expect(at(issue.data, 'workItemCreate.workItem.workItemType.name')).toBe('Issue');
  });

  it('refuses an unknown type, a missing path, and a namespace the viewer cannot write', async () => {
    const input = {
      namespacePath: 'acme/web',
      title: 'x',
      workItemTypeId: 'gid://gitlab/WorkItems::Type/3',
    };
    const messages = async (vars: Record<string, unknown>, token = w.people.developer.token) =>
      (await api.gql(CREATE, { input: { ...input, ...vars } }, token)).errors?.map(
        (e) => e.message,
      );
    expect(await messages({})).toEqual([
      "Argument 'input.workItemTypeId' is invalid: is not a work item type",
    ]);
    expect(await messages({ namespacePath: null, workItemTypeId: TASK_TYPE.id })).toEqual([
      "Argument 'input.namespacePath' is invalid: is missing",
    ]);
    const notAvailable = [
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ];
    const secret = { namespacePath: 'acme/secret/vault', workItemTypeId: TASK_TYPE.id };
    expect(await messages(secret, w.people.outsider.token)).toEqual(notAvailable);
    expect(await messages({ workItemTypeId: TASK_TYPE.id }, '')).toEqual(notAvailable);
    const count = await api.rest('GET', '/api/v4/projects/acme%2Fsecret%2Fvault/issues', {
      token: w.people.owner.token,
    });
    expect(count.json()).toEqual([]);
  });
});

describe('GET /api/v4/namespaces/:id', () => {
  it('answers a readable group by id or path, and 404 otherwise', async () => {
    const token = w.people.outsider.token;
    const byPath = await api.rest('GET', '/api/v4/namespaces/acme', { token });
    expect(byPath.json()).toEqual({
      id: w.groups.acme.id,
      name: w.groups.acme.name,
      path: 'acme',
      kind: 'group',
      full_path: 'acme',
      parent_id: null,
      avatar_url: null,
      web_url: 'https://cairn.example.org/groups/acme',
    });
    const byId = await api.rest('GET', `/api/v4/namespaces/${w.groups.acme.id}`, { token });
    expect(byId.json()).toEqual(byPath.json());
    for (const hidden of ['acme%2Fsecret', 'acme%2Fweb', 'nope']) {
      const res = await api.rest('GET', `/api/v4/namespaces/${hidden}`, { token });
      expect([res.statusCode, res.json()], hidden).toEqual([404, { message: '404 Not Found' }]);
    }
  });
});
