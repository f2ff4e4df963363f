import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/** The hierarchy widget's children (an issue's tasks): only what the viewer may read. */

const s = useEpicWorld();

const CHILDREN = `query($path: ID!, $iid: String!) {
  project(fullPath: $path) {
    issue(iid: $iid) {
      widgets {
        type
        ... on WorkItemWidgetHierarchy {
          hasChildren
          rolledUpCountsByType { workItemType { name } countsByState { opened closed all } }
          children { nodes { id iid title state webPath workItemType { name } } }
        }
      }
    }
  }
}`;

type Answer = {
  project: {
    issue: {
      widgets: {
        type: string;
        hasChildren: boolean;
        rolledUpCountsByType: unknown[];
        children: { nodes: { title: string; state: string; webPath: string }[] };
      }[];
    } | null;
  };
};

async function children(iid: number, token: string | undefined) {
  const res = await s.api.gql(CHILDREN, { path: 'acme/web', iid: String(iid) }, token);
  expect(res.errors).toBeUndefined();
  return (res.data as Answer).project.issue?.widgets[0];
}

async function issueWithTasks() {
  const issue = await s.w.f.issue(s.w.projects.web, { title: 'Parent issue' });
  const open = await s.w.f.issue(s.w.projects.web, { type: 'task', title: 'Open task' });
  const done = await s.w.f.issue(s.w.projects.web, {
    type: 'task',
    title: 'Done task',
    state: 'closed',
  });
  const secret = await s.w.f.issue(s.w.projects.web, {
    type: 'task',
    title: 'Secret task',
    confidential: true,
  });
  await s.w.f.setParent(done, issue, 1);
  await s.w.f.setParent(open, issue, 2);
  await s.w.f.setParent(secret, issue, 3);
  return { issue, open, done, secret };
}

describe('WorkItemWidgetHierarchy.children', () => {
  it("lists an issue's tasks in tree order with GitLab's fields", async () => {
    const { issue, open, done, secret } = await issueWithTasks();
    const widget = await children(issue.iid, s.w.people.reporter.token);
    expect(widget).toMatchObject({ type: 'HIERARCHY', hasChildren: true });
    expect(widget?.rolledUpCountsByType).toEqual([
      { workItemType: { name: 'Task' }, countsByState: { opened: 2, closed: 1, all: 3 } },
    ]);
    expect(widget?.children.nodes).toEqual([
      {
        id: `gid://cairn/WorkItem/${done.id}`,
        iid: String(done.iid),
        title: 'Done task',
        state: 'CLOSED',
        webPath: `/acme/web/-/work_items/${done.iid}`,
        workItemType: { name: 'Task' },
      },
      expect.objectContaining({ title: 'Open task', state: 'OPEN', iid: String(open.iid) }),
      expect.objectContaining({ title: 'Secret task', iid: String(secret.iid) }),
    ]);
  });

  it('never shows a confidential task to those who may not read it', async () => {
    const { issue, secret } = await issueWithTasks();
    for (const token of [s.w.people.guest.token, s.w.people.outsider.token, undefined]) {
      const widget = await children(issue.iid, token);
      expect(widget?.children.nodes.map((n) => n.title)).toEqual(['Done task', 'Open task']);
      expect(widget?.rolledUpCountsByType).toEqual([
        { workItemType: { name: 'Task' }, countsByState: { opened: 1, closed: 1, all: 2 } },
      ]);
    }
    const res = await s.api.gql(CHILDREN, { path: 'acme/web', iid: String(issue.iid) }, undefined);
    expect(JSON.stringify(res)).not.toContain('Secret task');
    const direct = `query($id: WorkItemID!) { workItem(id: $id) { title } }`;
    const id = `gid://gitlab/WorkItem/${secret.id}`;
    const hidden = await s.api.gql(direct, { id }, s.w.people.guest.token);
    expect(hidden).toEqual({ data: { workItem: null } });
    const shown = await s.api.gql(direct, { id }, s.w.people.reporter.token);
    expect(shown.data).toEqual({ workItem: { title: 'Secret task' } });
  });

  it("rolls up an epic's readable descendants by type, tasks included", async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Roll-up epic' });
    const issue = await s.w.f.issue(s.w.projects.web, { epic, state: 'closed' });
    const task = await s.w.f.issue(s.w.projects.web, { type: 'task', state: 'closed' });
    const secret = await s.w.f.issue(s.w.projects.web, { type: 'task', confidential: true });
    await s.w.f.setParent(task, issue);
    await s.w.f.setParent(secret, issue);
    const q = `query($id: WorkItemID!) { workItem(id: $id) {
      widgets { ... on WorkItemWidgetHierarchy {
        rolledUpCountsByType { workItemType { name } countsByState { opened closed all } } } } } }`;
    const counts = async (token: string | undefined) => {
      const res = await s.api.gql(q, { id: `gid://gitlab/WorkItem/${epic.id}` }, token);
      expect(res.errors).toBeUndefined();
      type Data = { workItem: { widgets: { rolledUpCountsByType: unknown[] }[] } };
      return (res.data as Data).workItem.widgets[0]?.rolledUpCountsByType;
    };
    const issueCount = { opened: 0, closed: 1, all: 1 };
    expect(await counts(s.w.people.reporter.token)).toEqual([
      { workItemType: { name: 'Issue' }, countsByState: issueCount },
      { workItemType: { name: 'Task' }, countsByState: { opened: 1, closed: 1, all: 2 } },
    ]);
    expect(await counts(s.w.people.guest.token)).toEqual([
      { workItemType: { name: 'Issue' }, countsByState: issueCount },
      { workItemType: { name: 'Task' }, countsByState: { opened: 0, closed: 1, all: 1 } },
    ]);
  });

  it('has no children when the only task is unreadable', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Lonely issue' });
    const secret = await s.w.f.issue(s.w.projects.web, {
      type: 'task',
      title: 'Hidden task',
      confidential: true,
    });
    await s.w.f.setParent(secret, issue);
    expect(await children(issue.iid, s.w.people.guest.token)).toEqual({
      type: 'HIERARCHY',
      hasChildren: false,
      rolledUpCountsByType: [],
      children: { nodes: [] },
    });
    const reporterView = await children(issue.iid, s.w.people.reporter.token);
    expect(reporterView?.hasChildren).toBe(true);
  });
});
