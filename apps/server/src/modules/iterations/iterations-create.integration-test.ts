import { beforeAll, describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { useEpicWorld } from '../work-items/test-support/harness.ts';

/**
 * iterationCadenceCreate / iterationCreate (maintainers of the group: the owner here) and the
 * iteration lists: GraphQL `Group.iterations`, REST `GET /groups/:id/iterations` and
 * `GET /projects/:id/iterations` with `state`, `search`, `include_ancestors`. TEST_TODAY is
 * 2026-11-21.
 */

const s = useEpicWorld();
const ids = { manual: '', automatic: '' };

const CADENCE = `mutation($input: IterationCadenceCreateInput!) {
  iterationCadenceCreate(input: $input) { errors iterationCadence { id title automatic } }
}`;
const ITERATION = `mutation($input: iterationCreateInput!) {
  iterationCreate(input: $input) { errors iteration { title startDate dueDate state sequence iterationCadence { title } } }
}`;

const cadence = (groupPath: string, title: string, automatic: boolean, token?: string) =>
  s.api.gql(
    CADENCE,
    {
      input: {
        groupPath,
        title,
        automatic,
        active: true,
        ...(automatic ? { startDate: '2026-11-02', durationInWeeks: 2 } : {}),
      },
    },
    token,
  );
const iteration = (
  cadenceId: string,
  title: string,
  startDate: string,
  dueDate: string,
  token = s.w.people.owner.token,
  groupPath = 'acme',
) =>
  s.api.gql(
    ITERATION,
    { input: { groupPath, iterationsCadenceId: cadenceId, title, startDate, dueDate } },
    token,
  );

beforeAll(async () => {
  const owner = s.w.people.owner.token;
  ids.manual = at(
    (await cadence('acme', 'Team sprints', false, owner)).data,
    'iterationCadenceCreate.iterationCadence.id',
  );
  ids.automatic = at(
    (await cadence('acme', 'Auto', true, owner)).data,
    'iterationCadenceCreate.iterationCadence.id',
  );
});

describe('iterationCadenceCreate and iterationCreate', () => {
  it('a maintainer creates iterations in a manual cadence', async () => {
    expect((await iteration(ids.manual, 'Sprint 1', '2026-11-02', '2026-11-15')).data).toEqual({
      iterationCreate: {
        errors: [],
        iteration: {
          title: 'Sprint 1',
          startDate: '2026-11-02',
          dueDate: '2026-11-15',
          state: 'closed',
          sequence: 1,
          iterationCadence: { title: 'Team sprints' },
        },
      },
    });
    expect(
      at(
        (await iteration(ids.manual, 'Sprint 2', '2026-11-16', '2026-11-29')).data,
        'iterationCreate.iteration.state',
      ),
    ).toBe('current');
  });

  it('refuses overlapping dates, a due date before the start, and automatic cadences', async () => {
    const errors = async (p: ReturnType<typeof iteration>) =>
      at((await p).data, 'iterationCreate.errors');
    expect(await errors(iteration(ids.manual, 'Overlap', '2026-11-10', '2026-11-20'))).toEqual([
      'Dates cannot overlap with other existing Iterations within this iterations cadence',
    ]);
    expect(await errors(iteration(ids.manual, 'Backwards', '2026-12-10', '2026-12-01'))).toEqual([
      'Due date must be greater than start date',
    ]);
    expect(await errors(iteration(ids.automatic, 'Manual', '2027-01-04', '2027-01-17'))).toEqual([
      'Iterations cannot be manually added to cadences that use automatic scheduling',
    ]);
  });

  it('is "not available" below maintainer, signed out, and for an unreadable group', async () => {
    for (const token of [s.w.people.planner.token, s.w.people.reporter.token, undefined]) {
      const made = await cadence('acme', 'Nope', false, token);
      expect(made.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
      const it2 = await s.api.gql(
        ITERATION,
        {
          input: {
            groupPath: 'acme',
            iterationsCadenceId: ids.manual,
            startDate: '2027-02-01',
            dueDate: '2027-02-14',
          },
        },
        token,
      );
      expect(it2.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    }
    const hidden = await cadence('acme/priv', 'Hidden', false, s.w.people.outsider.token);
    expect(hidden.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
  });
});

describe('iteration lists', () => {
  const titles = async (url: string, token?: string) =>
    ((await s.api.rest('GET', url, { token })).json() as { title: string }[]).map((i) => i.title);

  it('REST lists by state and search, with GitLab numeric states', async () => {
    const res = await s.api.rest('GET', '/api/v4/groups/acme/iterations');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { title: 'Sprint 1', state: 3, start_date: '2026-11-02', due_date: '2026-11-15' },
      { title: 'Sprint 2', state: 2 },
    ]);
    expect(await titles('/api/v4/groups/acme/iterations?state=opened')).toEqual(['Sprint 2']);
    expect(await titles('/api/v4/groups/acme/iterations?state=closed')).toEqual(['Sprint 1']);
    expect(await titles('/api/v4/groups/acme/iterations?search=print 1')).toEqual(['Sprint 1']);
    expect(await titles('/api/v4/projects/acme%2Fweb/iterations')).toEqual([
      'Sprint 1',
      'Sprint 2',
    ]);
  });

  it('include_ancestors decides whether a subgroup lists its ancestors’ iterations', async () => {
    expect(await titles('/api/v4/groups/acme%2Fsub/iterations')).toEqual(['Sprint 1', 'Sprint 2']);
    expect(await titles('/api/v4/groups/acme%2Fsub/iterations?include_ancestors=false')).toEqual(
      [],
    );
  });

  it('an unreadable group or project is 404', async () => {
    const res = await s.api.rest('GET', '/api/v4/projects/acme%2Fpriv%2Fvault/iterations', {
      token: s.w.people.outsider.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('GraphQL searches titles and cadence titles', async () => {
    const q = `{ group(fullPath: "acme") { iterations(search: "team", in: [CADENCE_TITLE], state: opened) { nodes { title } } } }`;
    expect(at((await s.api.gql(q)).data, 'group.iterations.nodes')).toEqual([
      { title: 'Sprint 2' },
    ]);
  });
});
