// Live roadmap progress and milestones: a viewer has the group roadmap open in their own browser
// context; root changes things through the API; within 2 s of the call resolving (no reload) the
// roadmap shows an epic's new progress when a child issue of its child epic closes, a new
// milestone and a renamed one, and the new dates of an epic saved through `updateEpic` together
// with those of its parent, whose dates are inherited.
//
// Each test seeds its own private group so the demo data other specs read is never changed.
import type { CairnApi } from '../../fixtures/api-client.ts';
import { ACCESS_LEVEL, createScratchProject } from '../../fixtures/scratch-project.ts';
import { expect, test } from '../../fixtures/test.ts';
import {
  fixed,
  LIVE,
  measured,
  notReloaded,
  openLiveRoadmap as openRoadmap,
} from '../../support/live-roadmap.ts';

test.describe.configure({ timeout: 90_000 });

async function scratch(rootApi: CairnApi, label: string) {
  return createScratchProject(rootApi, label, { reporter: ACCESS_LEVEL.reporter });
}

test("a child issue closed through the API moves its ancestor epic's progress", async ({
  browser,
  rootApi,
}) => {
  const { suffix, group, project } = await scratch(rootApi, 'Live progress');
  const parentTitle = `Programme ${suffix}`;
  const epics = `/groups/${group.id}/epics`;
  const parent = await rootApi.rest<{ id: number }>('POST', epics, {
    title: parentTitle,
    ...fixed('2026-10-05', '2026-12-10'),
  });
  const child = await rootApi.rest<{ id: number }>('POST', epics, {
    title: `Stream ${suffix}`,
    parent_id: parent.id,
    ...fixed('2026-10-12', '2026-12-01'),
  });
  const issues = `/projects/${project.id}/issues`;
  const first = await rootApi.rest<{ iid: number }>('POST', issues, {
    title: 'First',
    epic_id: child.id,
    weight: 1,
  });
  await rootApi.rest('POST', issues, { title: 'Second', epic_id: child.id, weight: 3 });

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const roadmap = await openRoadmap(page, group.full_path, parentTitle);
    const percentage = roadmap.bar(parentTitle).getByTestId('epic-bar-percentage');
    await expect(percentage).toHaveText('0%');

    await rootApi.rest('PUT', `${issues}/${first.iid}`, { state_event: 'close' });
    const closed = Date.now();
    // 1 of 4 weight completed, one level below the epic's child.
    await expect(percentage).toHaveText('25%', LIVE);
    measured('live-progress-ms', closed);
    await notReloaded(page);
  } finally {
    await context.close();
  }
});

test('a new milestone appears and a renamed one changes', async ({ browser, rootApi }) => {
  const { suffix, group, project } = await scratch(rootApi, 'Live milestones');
  const epicTitle = `Anchor ${suffix}`;
  await rootApi.rest('POST', `/groups/${group.id}/epics`, {
    title: epicTitle,
    ...fixed('2026-10-05', '2026-12-10'),
  });
  const dates = { start_date: '2026-10-19', due_date: '2026-11-13' };
  const sprint = await rootApi.rest<{ id: number }>('POST', `/groups/${group.id}/milestones`, {
    title: `Sprint ${suffix}`,
    ...dates,
  });

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const roadmap = await openRoadmap(page, group.full_path, epicTitle);
    const bar = (title: string) => roadmap.milestoneBars.filter({ hasText: title });
    await expect(bar(`Sprint ${suffix}`)).toHaveCount(1);

    await rootApi.rest('POST', `/projects/${project.id}/milestones`, {
      title: `Release ${suffix}`,
      ...dates,
    });
    const created = Date.now();
    await expect(bar(`Release ${suffix}`)).toHaveCount(1, LIVE);
    measured('live-milestone-ms', created);

    await rootApi.rest('PUT', `/groups/${group.id}/milestones/${sprint.id}`, {
      title: `Sprint renamed ${suffix}`,
    });
    await expect(bar(`Sprint renamed ${suffix}`)).toHaveCount(1, LIVE);
    await expect(roadmap.milestoneBars).toHaveCount(2);
    await notReloaded(page);
  } finally {
    await context.close();
  }
});

test('dates saved through updateEpic reach the roadmap, with the inherited parent', async ({
  browser,
  rootApi,
}) => {
  const { suffix, group } = await scratch(rootApi, 'Live dates');
  const epics = `/groups/${group.id}/epics`;
  const parentTitle = `Inherits ${suffix}`;
  const parent = await rootApi.rest<{ id: number }>('POST', epics, { title: parentTitle });
  const child = await rootApi.rest<{ iid: number }>('POST', epics, {
    title: `Dragged ${suffix}`,
    parent_id: parent.id,
    ...fixed('2026-10-18', '2026-11-07'),
  });

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const roadmap = await openRoadmap(page, group.full_path, parentTitle);
    const before = await roadmap.barGeometry(parentTitle);

    // What the roadmap's drag sends: the fixed start date, one week (one 180 px cell) earlier.
    await rootApi.graphql(
      `mutation($input: UpdateEpicInput!) { updateEpic(input: $input) { errors } }`,
      {
        input: { groupPath: group.full_path, iid: String(child.iid), startDateFixed: '2026-10-11' },
      },
    );
    const saved = Date.now();
    await expect
      .poll(async () => (await roadmap.barGeometry(parentTitle)).left, LIVE)
      .toBeCloseTo(before.left - 180, 0);
    measured('live-dates-ms', saved);
    expect((await roadmap.barGeometry(parentTitle)).width).toBeCloseTo(before.width + 180, 0);
    await notReloaded(page);
  } finally {
    await context.close();
  }
});
