import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import type { ActivityEntry } from '#server/modules/work-items/activity/changes.ts';
import { recordActivity } from '#server/modules/work-items/activity/record.ts';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { addIteration } from '#server/modules/work-items/test-support/iterations.ts';

// The activity history is another module's: here only what the pipeline hands it is checked.
vi.mock('#server/modules/work-items/activity/record.ts', () => ({
  recordActivity: vi.fn(async () => {}),
}));

/**
 * The iteration widget (the worked example of docs/architecture.md): `issueSetIteration` and REST
 * `iteration_id` set an iteration of a cadence in the project's ancestor groups; any other id is
 * "Iteration not found" and writes, records and publishes nothing.
 */

const s = useEpicWorld();
const ids = { usable: 0, foreign: 0 };

beforeAll(async () => {
  ids.usable = await addIteration(s.t.db.db, s.w.groups.acme, 'Sprint 1');
  ids.foreign = await addIteration(s.t.db.db, s.w.groups.other, 'Elsewhere');
});

const SET = `mutation($input: IssueSetIterationInput!) {
  issueSetIteration(input: $input) { errors issue { iteration { id title } } }
}`;

const setIteration = (iterationId: string | null, token = s.w.people.planner.token) =>
  s.api.gql(
    SET,
    { input: { projectPath: 'acme/web', iid: String(s.w.issues.web1.iid), iterationId } },
    token,
  );

const iterationOf = async () =>
  (await s.t.db.db.select().from(workItems).where(eq(workItems.id, s.w.issues.web1.id)))[0]!
    .iterationId;

const entries = () =>
  vi.mocked(recordActivity).mock.calls.map(([, entry]) => entry as ActivityEntry);

describe('issueSetIteration', () => {
  it('sets and removes the iteration, recording one iteration change each time', async () => {
    vi.mocked(recordActivity).mockClear();
    const gid = `gid://gitlab/Iteration/${ids.usable}`;
    expect((await setIteration(gid)).data).toEqual({
      issueSetIteration: {
        errors: [],
        issue: { iteration: { id: gid.replace('gitlab', 'cairn'), title: 'Sprint 1' } },
      },
    });
    expect(await iterationOf()).toBe(ids.usable);
    expect((await setIteration(null)).data).toEqual({
      issueSetIteration: { errors: [], issue: { iteration: null } },
    });
    expect(await iterationOf()).toBeNull();
    const planner = s.w.people.planner.user.id;
    expect(entries().map((e) => [e.workItemId, e.actorId, e.changes])).toEqual([
      [s.w.issues.web1.id, planner, [{ kind: 'iteration', from: null, to: ids.usable }]],
      [s.w.issues.web1.id, planner, [{ kind: 'iteration', from: ids.usable, to: null }]],
    ]);
  });

  it('refuses an iteration outside the ancestor groups, or unknown, writing nothing', async () => {
    vi.mocked(recordActivity).mockClear();
    for (const id of [ids.foreign, 2_000_000]) {
      expect((await setIteration(`gid://gitlab/Iteration/${id}`)).data).toEqual({
        issueSetIteration: { errors: ['Iteration not found'], issue: null },
      });
    }
    expect(await iterationOf()).toBeNull();
    expect(entries()).toEqual([]);
  });

  it('is "not available" to a guest, who may not set metadata', async () => {
    const res = await setIteration(`gid://gitlab/Iteration/${ids.usable}`, s.w.people.guest.token);
    expect(res.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    expect(await iterationOf()).toBeNull();
  });
});

describe('REST iteration_id', () => {
  const url = () => `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`;
  const put = (body: Record<string, unknown>) =>
    s.api.rest('PUT', url(), { token: s.w.people.planner.token, body });

  it('sets the iteration and clears it with 0; an unusable one is 404', async () => {
    vi.mocked(recordActivity).mockClear();
    expect((await put({ iteration_id: ids.usable })).statusCode).toBe(200);
    expect(await iterationOf()).toBe(ids.usable);
    const refused = await put({ iteration_id: ids.foreign });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: '404 Iteration not found' });
    expect(await iterationOf()).toBe(ids.usable);
    expect((await put({ iteration_id: 0 })).statusCode).toBe(200);
    expect(await iterationOf()).toBeNull();
    expect(entries().map((e) => e.changes)).toEqual([
      [{ kind: 'iteration', from: null, to: ids.usable }],
      [{ kind: 'iteration', from: ids.usable, to: null }],
    ]);
  });
});
