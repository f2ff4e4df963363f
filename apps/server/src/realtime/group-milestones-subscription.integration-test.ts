import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * `groupMilestonesUpdated` over SSE: the milestones a group's roadmap shows (its own, its
 * ancestors', its subgroups' and projects') are heard when created, changed, closed or deleted,
 * only by viewers who may read the milestone's namespace; a re-dated milestone also moves the
 * inherited dates of its issues' epics on `groupEpicsUpdated`.
 */

const { s, watch: watchStream } = useSseWorld();

const GROUP_MILESTONES = `subscription($groupPath: ID!) {
  groupMilestonesUpdated(groupPath: $groupPath) { milestoneId action }
}`;

const watch = (groupPath: string, token: string) =>
  watchStream(GROUP_MILESTONES, { groupPath }, token);

/** Writes as acme's owner; `other` is written by the admin. */
const rest = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  s.api.rest(method, url, {
    body,
    token: (url.includes('/groups/other/') ? s.w.people.admin : s.w.people.owner).token,
  });

const heard = (id: number, action: string) => ({
  data: { groupMilestonesUpdated: { milestoneId: `gid://cairn/Milestone/${id}`, action } },
});

async function createIn(namespace: string, title: string) {
  const res = await rest('POST', `/api/v4/${namespace}/milestones`, { title });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('groupMilestonesUpdated', () => {
  it('hears a create, a rename, a close and a delete in the group and its projects', async () => {
    const sub = await watch('acme', s.w.people.reporter.token);
    const id = await createIn('groups/acme%2Fsub', 'Sub sprint');
    expect(await sub.next()).toEqual(heard(id, 'created'));

    const { m2 } = s.w.milestones;
    const renamed = await rest('PUT', `/api/v4/projects/acme%2Fweb/milestones/${m2.id}`, {
      title: 'M2 renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await sub.next()).toEqual(heard(m2.id, 'updated'));

    const url = `/api/v4/groups/acme%2Fsub/milestones/${id}`;
    expect((await rest('PUT', url, { state_event: 'close' })).statusCode).toBe(200);
    expect(await sub.next()).toEqual(heard(id, 'updated'));
    expect((await rest('DELETE', url)).statusCode).toBe(204);
    expect(await sub.next()).toEqual(heard(id, 'deleted'));
  });

  it("hears an ancestor group's milestone, and nothing of an unrelated group", async () => {
    const sub = await watch('acme/sub', s.w.people.reporter.token);
    await createIn('groups/other', 'Elsewhere');
    const { m1 } = s.w.milestones;
    const url = `/api/v4/groups/acme/milestones/${m1.id}`;
    expect((await rest('PUT', url, { due_date: '2026-02-20' })).statusCode).toBe(200);
    expect(await sub.next()).toEqual(heard(m1.id, 'updated'));
  });

  it('never sends a milestone of a private subgroup or project to a viewer who cannot read it', async () => {
    const outsider = await watch('acme', s.w.people.outsider.token);
    const member = await watch('acme', s.w.people.reporter.token);
    const secret = await createIn('groups/acme%2Fpriv', 'Secret');
    expect(await member.next()).toEqual(heard(secret, 'created'));
    const vault = await createIn('projects/acme%2Fpriv%2Fvault', 'Vault sprint');
    expect(await member.next()).toEqual(heard(vault, 'created'));
    // A public milestone next: the outsider's first event.
    const open = await createIn('groups/acme', 'Open sprint');
    expect(await outsider.next()).toEqual(heard(open, 'created'));
    expect(await member.next()).toEqual(heard(open, 'created'));
  });

  it('refuses a private group to an outsider as it refuses an unknown one', async () => {
    for (const path of ['acme/priv', 'acme/nope']) {
      const result = await (await watch(path, s.w.people.outsider.token)).next();
      expect(result?.data ?? null).toBeNull();
      expect(result?.errors?.map((e) => e.message)).toEqual([RESOURCE_NOT_AVAILABLE]);
    }
  });

  it("tells the roadmap of the epics whose inherited dates a milestone's new dates move", async () => {
    const epics = await watchStream(
      `subscription { groupEpicsUpdated(groupPath: "acme") { epicId changes } }`,
      {},
      s.w.people.reporter.token,
    );
    const { m2 } = s.w.milestones;
    const url = `/api/v4/projects/acme%2Fweb/milestones/${m2.id}`;
    expect((await rest('PUT', url, { start_date: '2026-03-15' })).statusCode).toBe(200);
    expect(await epics.next()).toEqual({
      data: {
        groupEpicsUpdated: {
          epicId: `gid://cairn/Epic/${s.w.epics.charlie.id}`,
          changes: ['updated', 'dates'],
        },
      },
    });
  });
});
