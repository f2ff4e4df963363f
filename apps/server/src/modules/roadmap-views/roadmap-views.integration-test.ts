import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '#server/testing/fixtures.ts';
import type { Person } from '../work-items/test-support/epic-world.ts';
import { useEpicWorld } from '../work-items/test-support/harness.ts';

/**
 * Saved roadmap views: private ones exist for their author only; shared ones are listed to every
 * reader of the group, saved by planners and above, changed by their author or a maintainer.
 * Every refusal leaves the stored views as they were.
 */

const s = useEpicWorld();

const FIELDS = 'id name visibility state webPath canUpdate canChangeVisibility author { username }';
const CREATE = `mutation($input: RoadmapViewCreateInput!) {
  roadmapViewCreate(input: $input) { errors roadmapView { ${FIELDS} } } }`;
const UPDATE = `mutation($input: RoadmapViewUpdateInput!) {
  roadmapViewUpdate(input: $input) { errors roadmapView { ${FIELDS} } } }`;
const DELETE = `mutation($input: RoadmapViewDeleteInput!) {
  roadmapViewDelete(input: $input) { errors roadmapView { name } } }`;
const LIST = `query($path: ID!) { group(fullPath: $path) { roadmapViews { name visibility } } }`;

interface View {
  id: string;
  name: string;
  visibility: 'GROUP' | 'PRIVATE';
  state: string;
  webPath: string;
  canUpdate: boolean;
  canChangeVisibility: boolean;
}
interface Payload {
  errors: string[];
  roadmapView: View | null;
}

const NOT_AVAILABLE = /does not exist or you don't have permission/;
let maintainer: Person;

async function mutate(query: string, input: Record<string, unknown>, person?: Person) {
  const res = await s.api.gql(query, { input }, person?.token);
  if (res.errors?.length) return { topError: res.errors[0]!.message };
  return Object.values(res.data as Record<string, Payload>)[0]!;
}
const create = (person: Person | undefined, input: Record<string, unknown>, path = 'acme') =>
  mutate(CREATE, { groupPath: path, ...input }, person);
const saved = async (person: Person, input: Record<string, unknown>, path = 'acme') => {
  const res = (await create(person, input, path)) as Payload;
  expect(res.errors).toEqual([]);
  return res.roadmapView!;
};
async function listed(person?: Person, path = 'acme') {
  const res = await s.api.gql(LIST, { path }, person?.token);
  const group = (res.data as { group: { roadmapViews: { name: string }[] } | null }).group;
  return group ? group.roadmapViews.map((v) => v.name) : null;
}

beforeAll(async () => {
  const f = fixtures(s.t.db.db);
  const user = await f.user({ username: 'maintainer' });
  await f.member(s.w.groups.acme, user, 'maintainer');
  maintainer = { user, token: await f.token(user) };
});

describe('saving views', () => {
  it('saves a private view by default, trimmed, with its state normalised', async () => {
    const view = await saved(s.w.people.guest, {
      name: '  Guest plan  ',
      state: '?layout=WEEKS&view=9&page=2&label_name[]=bug',
    });
    expect(view).toMatchObject({
      name: 'Guest plan',
      visibility: 'PRIVATE',
      state: 'layout=WEEKS&label_name%5B%5D=bug',
      canUpdate: true,
      canChangeVisibility: false,
    });
    expect(view.webPath).toBe(`/groups/acme/-/roadmap?view=${view.id.split('/').pop()}`);
  });

  it('lets a non-member of a public group keep a private view', async () => {
    await saved(s.w.people.outsider, { name: 'Outside look' });
    expect(await listed(s.w.people.outsider)).toEqual(['Outside look']);
  });

  it('shares views from planner up; a guest is refused and nothing is saved', async () => {
    await saved(s.w.people.planner, {
      name: 'Quarter',
      visibility: 'GROUP',
      state: 'layout=QUARTERS',
    });
    expect(await create(s.w.people.guest, { name: 'Team', visibility: 'GROUP' })).toEqual({
      errors: ['You do not have permission to share views with this group'],
      roadmapView: null,
    });
    expect(await listed(s.w.people.guest)).toEqual(['Guest plan', 'Quarter']);
  });

  it('refuses blank, too long and taken names (ignoring case) and too long states', async () => {
    const planner = s.w.people.planner;
    const errors = async (input: Record<string, unknown>) =>
      ((await create(planner, input)) as Payload).errors;
    expect(await errors({ name: '   ' })).toEqual(["Name can't be blank"]);
    expect(await errors({ name: 'x'.repeat(256) })).toEqual([
      'Name is too long (maximum is 255 characters)',
    ]);
    expect(await errors({ name: 'quarter', visibility: 'GROUP' })).toEqual([
      'Name has already been taken',
    ]);
    expect(await errors({ name: 'Long', state: `search=${'y'.repeat(2000)}` })).toEqual([
      'State is too long (maximum is 2000 characters)',
    ]);
    // A private view may take a shared view's name: the scopes differ.
    await saved(planner, { name: 'Quarter' });
    expect(await listed(planner)).toEqual(['Quarter', 'Quarter']);
  });

  it('refuses signed-out users and readers of nothing as "not available"', async () => {
    for (const [person, path] of [
      [undefined, 'acme'],
      [s.w.people.outsider, 'acme/priv'],
      [s.w.people.planner, 'acme/web'],
    ] as const) {
      expect(await create(person, { name: 'Nope' }, path)).toEqual({
        topError: expect.stringMatching(NOT_AVAILABLE),
      });
    }
  });
});

describe('reading views', () => {
  it('lists shared views to anonymous readers of a public group, never private ones', async () => {
    expect(await listed(undefined)).toEqual(['Quarter']);
    expect(await listed(s.w.people.reporter)).toEqual(['Quarter']);
    expect(await listed(s.w.people.owner)).toEqual(['Quarter']);
    expect(await listed(s.w.people.admin)).toEqual(['Quarter']);
  });

  it('gives a non-member of a private group nothing', async () => {
    await saved(s.w.people.owner, { name: 'Vault', visibility: 'GROUP' }, 'acme/priv');
    expect(await listed(s.w.people.privGuest, 'acme/priv')).toEqual(['Vault']);
    expect(await listed(s.w.people.outsider, 'acme/priv')).toBeNull();
    expect(await listed(undefined, 'acme/priv')).toBeNull();
  });
});

describe('changing views', () => {
  let guestView = '';
  let shared = '';

  beforeAll(async () => {
    guestView = (await saved(s.w.people.guest, { name: 'Mine' })).id;
    shared = (await saved(s.w.people.reporter, { name: 'Shared', visibility: 'GROUP' })).id;
  });

  it('never lets anyone else, admins and owners included, change a private view', async () => {
    for (const person of [s.w.people.owner, s.w.people.admin, s.w.people.planner, maintainer]) {
      for (const [query, input] of [
        [UPDATE, { id: guestView, name: 'Taken over' }],
        [DELETE, { id: guestView }],
      ] as const) {
        expect(await mutate(query, input, person)).toEqual({
          topError: expect.stringMatching(NOT_AVAILABLE),
        });
      }
    }
    expect(await listed(s.w.people.guest)).toContain('Mine');
  });

  it('lets the author rename and overwrite a private view', async () => {
    const res = (await mutate(
      UPDATE,
      { id: guestView, name: 'Renamed', state: 'layout=MONTHS' },
      s.w.people.guest,
    )) as Payload;
    expect(res).toMatchObject({
      errors: [],
      roadmapView: { name: 'Renamed', state: 'layout=MONTHS' },
    });
  });

  it('refuses a blank rename and a guest sharing, changing nothing', async () => {
    const guest = s.w.people.guest;
    expect(await mutate(UPDATE, { id: guestView, name: ' ' }, guest)).toEqual({
      errors: ["Name can't be blank"],
      roadmapView: null,
    });
    expect(await mutate(UPDATE, { id: guestView, visibility: 'GROUP' }, guest)).toEqual({
      errors: ['You do not have permission to share views with this group'],
      roadmapView: null,
    });
    expect(await listed(s.w.people.reporter)).not.toContain('Renamed');
  });

  it('lets other members see a shared view but not change it below maintainer', async () => {
    for (const person of [s.w.people.planner, s.w.people.guest, s.w.people.outsider]) {
      expect(await mutate(UPDATE, { id: shared, name: 'Hijacked' }, person)).toEqual({
        topError: expect.stringMatching(NOT_AVAILABLE),
      });
      expect(await mutate(DELETE, { id: shared }, person)).toEqual({
        topError: expect.stringMatching(NOT_AVAILABLE),
      });
    }
    expect(await listed(s.w.people.guest)).toContain('Shared');
  });

  it('lets a maintainer overwrite a shared view, but only its author make it private', async () => {
    const res = (await mutate(
      UPDATE,
      { id: shared, state: 'state=opened' },
      maintainer,
    )) as Payload;
    expect(res.roadmapView).toMatchObject({
      state: 'state=opened',
      canUpdate: true,
      canChangeVisibility: false,
    });
    expect(await mutate(UPDATE, { id: shared, visibility: 'PRIVATE' }, maintainer)).toEqual({
      errors: ['Only the author can make a view private'],
      roadmapView: null,
    });
    const mine = (await mutate(
      UPDATE,
      { id: shared, visibility: 'PRIVATE' },
      s.w.people.reporter,
    )) as Payload;
    expect(mine.roadmapView).toMatchObject({ visibility: 'PRIVATE', canChangeVisibility: true });
    expect(await listed(maintainer)).not.toContain('Shared');
    expect(await listed(s.w.people.reporter)).toContain('Shared');
  });

  it('refuses a rename onto a taken name', async () => {
    expect(await mutate(UPDATE, { id: guestView, name: 'GUEST PLAN' }, s.w.people.guest)).toEqual({
      errors: ['Name has already been taken'],
      roadmapView: null,
    });
  });

  it('lets a maintainer delete a shared view and the author a private one', async () => {
    const view = await saved(s.w.people.planner, { name: 'Doomed', visibility: 'GROUP' });
    expect(await mutate(DELETE, { id: view.id }, maintainer)).toEqual({
      errors: [],
      roadmapView: { name: 'Doomed' },
    });
    expect(await mutate(DELETE, { id: guestView }, s.w.people.guest)).toEqual({
      errors: [],
      roadmapView: { name: 'Renamed' },
    });
    expect(await listed(s.w.people.guest)).toEqual(['Guest plan', 'Quarter']);
  });
});
