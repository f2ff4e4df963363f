import { describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { useEpicWorld } from '../test-support/harness.ts';
import { worldHelpers } from '../test-support/helpers.ts';

const s = useEpicWorld();

const EPIC = `epic { iid title description confidential color state startDate dueDate startDateIsFixed
  dueDateIsFixed labels { nodes { title } } parent { title } }`;

const { mutation, saved, epicRow } = worldHelpers(s);

async function count() {
  return (await s.t.db.db.select().from(workItems)).length;
}

describe('createEpic', () => {
  it('creates with labels (existing and new), fixed dates, colour and a parent', async () => {
    const payload = await saved(
      'createEpic',
      {
        groupPath: 'acme',
        title: '  New epic  ',
        description: 'Body',
        color: '#FFF',
        addLabels: ['bug', 'brand new'],
        startDateFixed: '2026-04-01',
        dueDateFixed: '2026-04-30',
        parentId: `gid://gitlab/Epic/${s.w.epics.delta.id}`,
      },
      EPIC,
    );
    expect(payload.epic).toMatchObject({
      iid: '6',
      title: 'New epic',
      color: '#ffffff',
      startDate: '2026-04-01',
      dueDate: '2026-04-30',
      startDateIsFixed: true,
      dueDateIsFixed: true,
      labels: { nodes: [{ title: 'brand new' }, { title: 'bug' }] },
      parent: { title: 'Delta' },
    });
    const delta = await epicRow(4);
    // Delta has no fixed dates: it now inherits its new child's.
    expect([delta.startDate, delta.dueDate]).toEqual(['2026-04-01', '2026-04-30']);
    expect([delta.startDateFromInherited, delta.dueDateFromInherited]).toEqual([
      '2026-04-01',
      '2026-04-30',
    ]);
  });

  it('refuses guests and anonymous users, and bad input, writing nothing', async () => {
    const before = await count();
    const guest = await mutation(
      'createEpic',
      { groupPath: 'acme', title: 'x' },
      'epic { id }',
      s.w.people.guest.token,
    );
    expect(guest.res.errors?.[0]?.message).toMatch(/don't have permission/);
    const anon = await mutation(
      'createEpic',
      { groupPath: 'acme', title: 'x' },
      'epic { id }',
      null,
    );
    expect(anon.res.errors?.[0]?.message).toMatch(/don't have permission/);
    const missing = await mutation('createEpic', { groupPath: 'nope', title: 'x' }, 'epic { id }');
    expect(missing.res.errors?.[0]?.message).toMatch(/does not exist/);
    for (const [input, field] of [
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x', startDateFixed: '2026-02-30' }, 'startDateFixed'],
      [{ title: 'x', color: 'blue-ish' }, 'color'],
      [{ title: 'x', parentId: 'gid://gitlab/Issue/1' }, 'parentId'],
    ] as const) {
      const bad = await mutation('createEpic', { groupPath: 'acme', ...input }, 'epic { id }');
      expect(bad.res.errors?.[0]?.message).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});

describe('updateEpic', () => {
  it('updates fields, labels and state, bumping lock_version', async () => {
    const before = await epicRow(2);
    const payload = await saved(
      'updateEpic',
      {
        groupPath: 'acme',
        iid: '2',
        title: 'Beta renamed',
        confidential: false,
        color: '#217645',
        addLabels: ['Feature'],
        removeLabelIds: [`gid://gitlab/Label/${s.w.labels.high.id}`],
        stateEvent: 'CLOSE',
      },
      EPIC,
    );
    expect(payload.epic).toMatchObject({
      title: 'Beta renamed',
      color: '#217645',
      state: 'closed',
      labels: { nodes: [{ title: 'Feature' }] },
    });
    const after = await epicRow(2);
    expect(after.lockVersion).toBe(before.lockVersion + 1);
    expect(after.closedAt).not.toBeNull();
    const reopened = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '2', stateEvent: 'REOPEN' },
      'epic { state closedAt }',
    );
    expect(reopened.payload.epic).toEqual({ state: 'opened', closedAt: null });
  });

  it('unfixing a date falls back to the inherited one; parents are recomputed', async () => {
    const payload = await saved(
      'updateEpic',
      { groupPath: 'acme', iid: '2', startDateIsFixed: false },
      EPIC,
    );
    expect(payload).toMatchObject({ epic: { startDate: '2026-01-10', startDateIsFixed: false } });
    const alpha = await epicRow(1);
    expect(alpha.startDateFromInherited).toBe('2026-01-10');
    const fixedAgain = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '2', startDateFixed: '2026-02-01' },
      EPIC,
    );
    expect(fixedAgain.payload).toMatchObject({
      epic: { startDate: '2026-02-01', startDateIsFixed: true },
    });
  });

  it('hierarchy rules come back in errors and change nothing', async () => {
    const f = s.w.f;
    const chain = [s.w.epics.alpha];
    // Alpha > Beta > charlie already: add 5 more levels under charlie to reach 7.
    let parent = s.w.epics.charlie;
    for (let i = 4; i <= 7; i += 1) {
      parent = await f.epic(s.w.groups.acme, { title: `Level ${i}`, parent });
      chain.push(parent);
    }
    const lonely = await f.epic(s.w.groups.acme, { title: 'Lonely' });
    const tooDeep = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: String(lonely.iid), parentId: `gid://gitlab/Epic/${parent.id}` },
      'epic { id }',
    );
    expect(tooDeep.payload.errors).toEqual(['Epic hierarchy level too deep']);
    const cycle = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '1', parentId: `gid://gitlab/Epic/${s.w.epics.charlie.id}` },
      'epic { id }',
    );
    expect(cycle.payload.errors[0]).toMatch(/ancestor/);
    const confidentialParent = await mutation(
      'updateEpic',
      {
        groupPath: 'acme',
        iid: String(lonely.iid),
        parentId: `gid://gitlab/Epic/${s.w.epics.echo.id}`,
      },
      'epic { id }',
    );
    expect(confidentialParent.payload.errors).toEqual([
      'The parent epic is confidential and can only contain confidential epics and issues',
    ]);
    const publicChildren = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '1', confidential: true, title: 'Should not stick' },
      'epic { id }',
    );
    expect(publicChildren.payload.errors[0]).toMatch(/confidential/);
    expect((await epicRow(1)).title).toBe('Alpha');
    expect((await epicRow(lonely.iid)).lockVersion).toBe(0);
  });

  it('guests cannot update; invisible epics are "not available"', async () => {
    const guest = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '1', title: 'Hacked' },
      'epic { id }',
      s.w.people.guest.token,
    );
    expect(guest.res.errors?.[0]?.message).toMatch(/don't have permission/);
    const invisible = await mutation(
      'updateEpic',
      { groupPath: 'acme', iid: '5', title: 'Hacked' },
      'epic { id }',
      s.w.people.guest.token,
    );
    expect(invisible.res.errors?.[0]?.message).toMatch(/does not exist/);
    expect((await epicRow(1)).title).toBe('Alpha');
  });
});
