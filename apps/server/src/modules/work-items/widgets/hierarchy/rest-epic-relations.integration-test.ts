import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { titles, worldHelpers } from '#server/modules/work-items/test-support/helpers.ts';

const s = useEpicWorld();
const { get } = worldHelpers(s);

type Json = Record<string, unknown>;

describe('epic issues and epic links', () => {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Json) =>
    s.api.rest(method, url, { body, token: s.w.people.planner.token });

  it('lists, adds, reorders and removes epic issues', async () => {
    const list = await get('/api/v4/groups/acme/epics/2/issues');
    expect(list.statusCode).toBe(200);
    const issues = list.json<Json[]>();
    expect(issues.map((i) => i.title)).toEqual(['Web one', 'Web two']);
    expect(issues[0]).toHaveProperty('epic_issue_id');
    const added = await send('POST', `/api/v4/groups/acme/epics/2/issues/${s.w.issues.app1.id}`);
    expect(added.statusCode).toBe(201);
    const link = added.json<{ id: number; epic: Json; issue: Json }>();
    expect(link.issue).toMatchObject({ title: 'App one' });
    expect(
      (await send('POST', `/api/v4/groups/acme/epics/2/issues/${s.w.issues.app1.id}`)).statusCode,
    ).toBe(409);
    const reordered = await send('PUT', `/api/v4/groups/acme/epics/2/issues/${link.id}`, {
      move_after_id: issues[0]!.epic_issue_id as number,
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<Json[]>().map((i) => i.title)).toEqual(['App one', 'Web one', 'Web two']);
    const removed = await send('DELETE', `/api/v4/groups/acme/epics/2/issues/${link.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ issue: { title: 'App one' } });
    expect((await send('DELETE', `/api/v4/groups/acme/epics/2/issues/${link.id}`)).statusCode).toBe(
      404,
    );
  });

  it('lists, adds, creates, reorders and removes child epics; too deep is 409', async () => {
    expect(titles((await get('/api/v4/groups/acme/epics/1/epics')).json())).toEqual(['Beta']);
    const added = await send('POST', `/api/v4/groups/acme/epics/1/epics/${s.w.epics.golf.id}`);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Golf', parent_id: s.w.epics.alpha.id });
    const created = await send('POST', '/api/v4/groups/acme/epics/1/epics', {
      title: 'Brand new child',
    });
    expect(created.statusCode).toBe(201);
    expect(titles((await get('/api/v4/groups/acme/epics/1/epics')).json())).toEqual([
      'Beta',
      'Golf',
      'Brand new child',
    ]);
    const moved = await send(
      'PUT',
      `/api/v4/groups/acme/epics/1/epics/${created.json<Json>().id as number}`,
      { move_after_id: s.w.epics.beta.id },
    );
    expect(titles(moved.json())).toEqual(['Brand new child', 'Beta', 'Golf']);
    const removed = await send('DELETE', `/api/v4/groups/acme/epics/1/epics/${s.w.epics.golf.id}`);
    expect(removed.statusCode).toBe(200);
    expect(titles((await get('/api/v4/groups/acme/epics/1/epics')).json())).toEqual([
      'Brand new child',
      'Beta',
    ]);
    const self = await send('POST', `/api/v4/groups/acme/epics/1/epics/${s.w.epics.alpha.id}`);
    expect(self.statusCode).toBe(409);
    const cycle = await send('POST', `/api/v4/groups/acme/epics/3/epics/${s.w.epics.alpha.id}`);
    expect(cycle.statusCode).toBe(409);
    let parent = s.w.epics.charlie;
    for (let i = 4; i <= 7; i += 1)
      parent = await s.w.f.epic(s.w.groups.acme, { title: `Deep ${i}`, parent });
    const lonely = await s.w.f.epic(s.w.groups.acme, { title: 'Lonely' });
    const deep = await send('POST', `/api/v4/groups/acme/epics/${parent.iid}/epics/${lonely.id}`);
    expect(deep.statusCode).toBe(409);
    expect(deep.json()).toEqual({ message: 'Epic hierarchy level too deep' });
    // Epics of groups where the viewer holds no role cannot be moved.
    expect(
      (await send('POST', `/api/v4/groups/acme/epics/1/epics/${s.w.epics.india.id}`)).statusCode,
    ).toBe(403);
  });
});
