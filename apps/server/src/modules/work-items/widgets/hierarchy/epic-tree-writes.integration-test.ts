import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { worldHelpers } from '#server/modules/work-items/test-support/helpers.ts';

const s = useEpicWorld();

const { mutation, saved, epicRow } = worldHelpers(s);

describe('epic tree mutations', () => {
  it('epicAddIssue moves an issue into an epic and recomputes inherited dates', async () => {
    const payload = await saved(
      'epicAddIssue',
      {
        issueIid: String(s.w.issues.web1.iid),
        projectPath: 'acme/web',
        groupPath: 'acme',
        iid: '4',
      },
      'epic { title } epicIssue { title epicIssueId }',
    );
    expect(payload).toMatchObject({ epic: { title: 'Delta' }, epicIssue: { title: 'Web one' } });
    const delta = await epicRow(4);
    expect(delta.startDateFromInherited).toBe('2026-01-10');
    const again = await mutation(
      'epicAddIssue',
      {
        groupPath: 'acme',
        iid: '4',
        projectPath: 'acme/web',
        issueIid: String(s.w.issues.web1.iid),
      },
      'epic { title }',
    );
    expect(again.payload.errors).toEqual(['Issue(s) already assigned']);
    const confidential = await mutation(
      'epicAddIssue',
      {
        groupPath: 'acme',
        iid: '5',
        projectPath: 'acme/web',
        issueIid: String(s.w.issues.web2.iid),
      },
      'epic { title }',
    );
    expect(confidential.payload.errors).toEqual([
      'The parent epic is confidential and can only contain confidential epics and issues',
    ]);
  });

  it('epicSetSubscription', async () => {
    const on = await mutation(
      'epicSetSubscription',
      { groupPath: 'acme', iid: '1', subscribedState: true },
      'epic { subscribed }',
      s.w.people.guest.token,
    );
    expect(on.payload).toEqual({ errors: [], epic: { subscribed: true } });
    const off = await mutation(
      'epicSetSubscription',
      { groupPath: 'acme', iid: '1', subscribedState: false },
      'epic { subscribed }',
      s.w.people.guest.token,
    );
    expect(off.payload.epic).toEqual({ subscribed: false });
    const anon = await mutation(
      'epicSetSubscription',
      { groupPath: 'acme', iid: '1', subscribedState: true },
      'epic { subscribed }',
      null,
    );
    expect(anon.res.errors?.[0]?.message).toMatch(/permission/);
  });

  it('epicTreeReorder reorders siblings and moves to a new parent', async () => {
    const f = s.w.f;
    const parent = await f.epic(s.w.groups.acme, { title: 'Tree root' });
    const [a, b, c] = [
      await f.epic(s.w.groups.acme, { title: 'A', parent }),
      await f.epic(s.w.groups.acme, { title: 'B', parent }),
      await f.epic(s.w.groups.acme, { title: 'C', parent }),
    ];
    const order = async (iid: number) =>
      at<{ title: string }[]>(
        dataOf(
          await s.api.gql(
            `{ group(fullPath: "acme") { epic(iid: "${iid}") { children { nodes { title } } } } }`,
            {},
            s.w.people.planner.token,
          ),
        ),
        'group.epic.children.nodes',
      ).map((n) => n.title);
    expect(await order(parent.iid)).toEqual(['A', 'B', 'C']);
    const gid = (id: number) => `gid://gitlab/Epic/${id}`;
    const moveCBeforeA = await mutation(
      'epicTreeReorder',
      {
        baseEpicId: gid(parent.id),
        moved: { id: gid(c!.id), adjacentReferenceId: gid(a!.id), relativePosition: 'after' },
      },
      '',
    );
    expect(moveCBeforeA.payload.errors).toEqual([]);
    expect(await order(parent.iid)).toEqual(['C', 'A', 'B']);
    await mutation(
      'epicTreeReorder',
      {
        baseEpicId: gid(parent.id),
        moved: { id: gid(c!.id), adjacentReferenceId: gid(b!.id), relativePosition: 'before' },
      },
      '',
    );
    expect(await order(parent.iid)).toEqual(['A', 'B', 'C']);
    const other = await f.epic(s.w.groups.acme, { title: 'Other root' });
    const moved = await mutation(
      'epicTreeReorder',
      { baseEpicId: gid(parent.id), moved: { id: gid(b!.id), newParentId: gid(other.id) } },
      '',
    );
    expect(moved.payload.errors[0]).toMatch(/tree of the base epic/);
    const outside = await mutation(
      'epicTreeReorder',
      {
        baseEpicId: gid(parent.id),
        moved: {
          id: gid(b!.id),
          adjacentReferenceId: gid(s.w.epics.alpha.id),
          relativePosition: 'before',
        },
      },
      '',
    );
    expect(outside.payload.errors.length).toBe(1);
    expect(await order(parent.iid)).toEqual(['A', 'B', 'C']);
  });
});

describe('links between epics and issues', () => {
  it('adds and removes blocks / is blocked by / relates to', async () => {
    const gid = (id: number) => `gid://gitlab/WorkItem/${id}`;
    const add = await mutation(
      'workItemAddLinkedItems',
      {
        id: gid(s.w.epics.golf.id),
        workItemsIds: [gid(s.w.issues.web2.id)],
        linkType: 'BLOCKED_BY',
      },
      'workItem { title } message',
    );
    expect(add.payload.errors).toEqual([]);
    const q = `{ group(fullPath: "acme/sub/deep") { epic(iid: "1") { blocked blockedByCount linkedWorkItems { nodes { linkType workItem { title } } } } } }`;
    // web2 is closed: linked, but it does not count as blocking.
    expect(at(dataOf(await s.api.gql(q, {}, s.w.people.planner.token)), 'group.epic')).toEqual({
      blocked: false,
      blockedByCount: 0,
      linkedWorkItems: { nodes: [{ linkType: 'is_blocked_by', workItem: { title: 'Web two' } }] },
    });
    const dup = await mutation(
      'workItemAddLinkedItems',
      { id: gid(s.w.issues.web2.id), workItemsIds: [gid(s.w.epics.golf.id)], linkType: 'RELATED' },
      'message',
    );
    expect(dup.payload.errors).toEqual(['Work items are already linked']);
    const self = await mutation(
      'workItemAddLinkedItems',
      { id: gid(s.w.epics.golf.id), workItemsIds: [gid(s.w.epics.golf.id)] },
      'message',
    );
    expect(self.payload.errors).toEqual(['Cannot link an item to itself']);
    const remove = await mutation(
      'workItemRemoveLinkedItems',
      { id: gid(s.w.epics.golf.id), workItemsIds: [gid(s.w.issues.web2.id)] },
      'message',
    );
    expect(remove.payload.errors).toEqual([]);
    expect(
      at(
        dataOf(await s.api.gql(q, {}, s.w.people.planner.token)),
        'group.epic.linkedWorkItems.nodes',
      ),
    ).toEqual([]);
  });
});

describe('to-dos', () => {
  it('todoCreate and todoMarkDone drive currentUserTodos', async () => {
    const token = s.w.people.guest.token;
    const target = `gid://gitlab/Epic/${s.w.epics.alpha.id}`;
    const created = await mutation('todoCreate', { targetId: target }, 'todo { id state }', token);
    expect(created.payload).toMatchObject({ errors: [], todo: { state: 'pending' } });
    const todos = async (state: string) =>
      at<unknown[]>(
        dataOf(
          await s.api.gql(
            `{ group(fullPath: "acme") { epic(iid: "1") { currentUserTodos(state: ${state}) { nodes { id } } } } }`,
            {},
            token,
          ),
        ),
        'group.epic.currentUserTodos.nodes',
      ).length;
    expect(await todos('pending')).toBe(1);
    const id = at<string>(created.payload, 'todo.id');
    const stranger = await mutation(
      'todoMarkDone',
      { id },
      'todo { state }',
      s.w.people.planner.token,
    );
    expect(stranger.res.errors?.[0]?.message).toMatch(/does not exist/);
    const done = await mutation('todoMarkDone', { id }, 'todo { state }', token);
    expect(done.payload).toEqual({ errors: [], todo: { state: 'done' } });
    expect([await todos('pending'), await todos('done')]).toEqual([0, 1]);
    const hidden = await mutation(
      'todoCreate',
      { targetId: `gid://gitlab/Epic/${s.w.epics.echo.id}` },
      'todo { id }',
      token,
    );
    expect(hidden.res.errors?.[0]?.message).toMatch(/does not exist/);
  });
});
