import { describe, expect, it } from 'vitest';
import type { SseSubscription } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * `groupEpicsUpdated` for progress and inherited dates: a child issue's create, close, reopen,
 * weight change, move and delete reach its epic and every ancestor epic in one burst; an
 * epic's new dates reach the ancestors that inherit them; an epic the viewer cannot read is
 * never sent.
 */

const { s, watch: watchStream } = useSseWorld();

const GROUP_EPICS = `subscription($groupPath: ID!) {
  groupEpicsUpdated(groupPath: $groupPath) { epicId changes }
}`;

const watch = (token: string) => watchStream(GROUP_EPICS, { groupPath: 'acme' }, token);

const owner = () => s.w.people.owner.token;
const rest = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  s.api.rest(method, url, { body, token: owner() });

const WEB_ISSUES = '/api/v4/projects/acme%2Fweb/issues';

/** The next `count` events, as epic id -> the kinds heard; then nothing more for a while. */
async function burst(sub: SseSubscription, count: number) {
  const heard = new Map<number, string[]>();
  for (let i = 0; i < count; i++) {
    const event = (await sub.next())?.data?.groupEpicsUpdated as {
      epicId: string;
      changes: string[];
    };
    heard.set(Number(event.epicId.split('/').pop()), event.changes);
  }
  expect(await sub.quietFor(300)).toBe('quiet');
  return heard;
}

/** Each of `ids` heard a progress change, and no other epic did. */
function progressOf(heard: Map<number, string[]>, ids: number[]) {
  expect([...heard.keys()].sort()).toEqual([...ids].sort());
  for (const changes of heard.values()) expect(changes).toContain('progress');
}

describe('groupEpicsUpdated: progress', () => {
  it("tells an issue's epic and its ancestors of a close, a reopen and a weight change", async () => {
    const { alpha, beta, charlie } = s.w.epics;
    const sub = await watch(s.w.people.reporter.token);

    const close = await rest('PUT', `${WEB_ISSUES}/${s.w.issues.web1.iid}`, {
      state_event: 'close',
    });
    expect(close.statusCode).toBe(200);
    progressOf(await burst(sub, 2), [beta.id, alpha.id]);

    const reopen = await rest('PUT', `${WEB_ISSUES}/${s.w.issues.web1.iid}`, {
      state_event: 'reopen',
    });
    expect(reopen.statusCode).toBe(200);
    progressOf(await burst(sub, 2), [beta.id, alpha.id]);

    const weight = await rest(
      'PUT',
      `/api/v4/projects/acme%2Fsub%2Fapp/issues/${s.w.issues.app1.iid}`,
      {
        weight: 8,
      },
    );
    expect(weight.statusCode).toBe(200);
    progressOf(await burst(sub, 3), [charlie.id, beta.id, alpha.id]);
  });

  it('tells both trees of a create, a move and a delete', async () => {
    const { alpha, beta, charlie, foxtrot } = s.w.epics;
    const sub = await watch(s.w.people.reporter.token);

    const created = await rest('POST', WEB_ISSUES, { title: 'Progress', epic_id: charlie.id });
    expect(created.statusCode).toBe(201);
    progressOf(await burst(sub, 3), [charlie.id, beta.id, alpha.id]);

    const iid = created.json<{ iid: number }>().iid;
    const moved = await rest('PUT', `${WEB_ISSUES}/${iid}`, { epic_id: foxtrot.id });
    expect(moved.statusCode).toBe(200);
    progressOf(await burst(sub, 4), [charlie.id, beta.id, alpha.id, foxtrot.id]);

    expect((await rest('DELETE', `${WEB_ISSUES}/${iid}`)).statusCode).toBe(204);
    progressOf(await burst(sub, 1), [foxtrot.id]);
  });

  it('never sends an epic of a private subgroup to a viewer who cannot read it', async () => {
    const { hotel, alpha } = s.w.epics;
    const outsider = await watch(s.w.people.outsider.token);
    const member = await watch(s.w.people.reporter.token);
    const vault = '/api/v4/projects/acme%2Fpriv%2Fvault/issues';

    const created = await rest('POST', vault, { title: 'Secret work', epic_id: hotel.id });
    expect(created.statusCode).toBe(201);
    progressOf(await burst(member, 1), [hotel.id]);
    const iid = created.json<{ iid: number }>().iid;
    expect((await rest('PUT', `${vault}/${iid}`, { state_event: 'close' })).statusCode).toBe(200);
    progressOf(await burst(member, 1), [hotel.id]);

    // Alpha is public: its progress (a private issue of it closed) is the outsider's first event.
    const vault1 = `${vault}/${s.w.issues.vault1.iid}`;
    expect((await rest('PUT', vault1, { state_event: 'close' })).statusCode).toBe(200);
    progressOf(await burst(outsider, 1), [alpha.id]);
  });
});

describe('groupEpicsUpdated: inherited dates', () => {
  it("tells the ancestors whose inherited dates moved when a child epic's dates change", async () => {
    const epics = '/api/v4/groups/acme/epics';
    const parent = await rest('POST', epics, { title: 'Inherits' });
    const child = await rest('POST', epics, {
      title: 'Fixed',
      start_date_is_fixed: true,
      start_date_fixed: '2026-07-01',
      due_date_is_fixed: true,
      due_date_fixed: '2026-07-31',
      parent_id: parent.json<{ id: number }>().id,
    });
    expect(child.statusCode).toBe(201);
    const { id: parentId } = parent.json<{ id: number }>();
    const { id: childId, iid } = child.json<{ id: number; iid: number }>();
    const sub = await watch(s.w.people.reporter.token);

    const saved = await s.api.gql(
      `mutation($input: UpdateEpicInput!) { updateEpic(input: $input) { errors } }`,
      { input: { groupPath: 'acme', iid: String(iid), dueDateFixed: '2026-08-15' } },
      owner(),
    );
    expect(saved.errors).toBeUndefined();
    const heard = await burst(sub, 2);
    expect([...heard.keys()].sort()).toEqual([childId, parentId].sort());
    expect(heard.get(parentId)).toContain('dates');
    expect(heard.get(childId)).toContain('dates');
  });
});
