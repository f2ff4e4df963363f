import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { sseSubscribe } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * `groupEpicsUpdated` over SSE: a roadmap's group hears changes, creations and deletions of the
 * epics of the group and its subgroups, only those the viewer may read; an unreadable group is
 * refused like an unknown one.
 */

const { s, sse, watch: watchStream } = useSseWorld();

const GROUP_EPICS = `subscription($groupPath: ID!) {
  groupEpicsUpdated(groupPath: $groupPath) { epicId changes }
}`;

const watch = (groupPath: string, token?: string) => watchStream(GROUP_EPICS, { groupPath }, token);

/** Writes as the planner; deletions need the owner. */
const rest = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  s.api.rest(method, url, {
    body,
    token: (method === 'DELETE' ? s.w.people.owner : s.w.people.planner).token,
  });

const heard = (id: number) => ({
  data: { groupEpicsUpdated: { epicId: `gid://cairn/Epic/${id}`, changes: expect.any(Array) } },
});

describe('groupEpicsUpdated', () => {
  it('hears a fixed date, a title, a new epic and a deletion in a subgroup', async () => {
    const { foxtrot } = s.w.epics;
    const sub = await watch('acme', s.w.people.reporter.token);
    const url = `/api/v4/groups/acme%2Fsub/epics/${foxtrot.iid}`;

    expect(
      (await rest('PUT', url, { start_date_fixed: '2026-03-01', start_date_is_fixed: true }))
        .statusCode,
    ).toBe(200);
    const dates = await sub.next();
    expect(dates).toEqual(heard(foxtrot.id));
    expect(dates?.data?.groupEpicsUpdated).toMatchObject({
      changes: expect.arrayContaining(['dates']),
    });

    expect((await rest('PUT', url, { title: 'Foxtrot 2' })).statusCode).toBe(200);
    expect(await sub.next()).toEqual(heard(foxtrot.id));

    const created = await rest('POST', '/api/v4/groups/acme%2Fsub/epics', { title: 'Kilo' });
    expect(created.statusCode).toBe(201);
    const kilo = created.json<{ id: number; iid: number }>();
    expect(await sub.next()).toEqual(heard(kilo.id));

    const deleted = await rest('DELETE', `/api/v4/groups/acme%2Fsub/epics/${kilo.iid}`);
    expect(deleted.statusCode).toBe(204);
    expect(await sub.next()).toEqual(heard(kilo.id));
  });

  it("does not tell a guest or an outsider of a confidential epic's change or deletion", async () => {
    const { echo, delta } = s.w.epics;
    const guest = await watch('acme', s.w.people.guest.token);
    const outsider = await watch('acme', s.w.people.outsider.token);
    const member = await watch('acme', s.w.people.reporter.token);
    expect(
      (await rest('PUT', `/api/v4/groups/acme/epics/${echo.iid}`, { title: 'Echo 2' })).statusCode,
    ).toBe(200);
    expect(await member.next()).toEqual(heard(echo.id));
    expect((await rest('DELETE', `/api/v4/groups/acme/epics/${echo.iid}`)).statusCode).toBe(204);
    expect(await member.next()).toEqual(heard(echo.id));
    // A public epic's change reaches everyone next: nothing of Echo came before it.
    expect(
      (await rest('PUT', `/api/v4/groups/acme/epics/${delta.iid}`, { title: 'Delta 3' }))
        .statusCode,
    ).toBe(200);
    expect(await guest.next()).toEqual(heard(delta.id));
    expect(await outsider.next()).toEqual(heard(delta.id));
  });

  it('refuses a private group to an outsider as it refuses an unknown one', async () => {
    for (const path of ['acme/priv', 'acme/nope']) {
      const sub = await sseSubscribe(
        sse.base,
        GROUP_EPICS,
        { groupPath: path },
        s.w.people.outsider.token,
      );
      sse.open.push(sub);
      const result = await sub.next();
      expect(result?.data ?? null).toBeNull();
      expect(result?.errors?.map((e) => e.message)).toEqual([RESOURCE_NOT_AVAILABLE]);
    }
  });
});
