// Sidebar additions (docs/decisions/sidebar-widgets.md): the iteration widget on the issue page
// (opened iterations searched by title and cadence title, 'No iteration', live in a second browser,
// read-only for guests and signed-out visitors, keyboard operable and axe clean with the picker
// open, the error text on a failed save), the no-access text for a milestone and an iteration the
// viewer may not view, and the epic page's visit in the dashboard's recently viewed items.
//
// Each test seeds its own groups so the demo data other specs read is never changed.
// CAIRN_TODAY is 2026-11-21: 'Sprint A' is current, 'Sprint B' upcoming, 'Sprint 0' closed.
import { CairnApi } from '../fixtures/api-client.ts';
import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { DEMO_PASSWORD, demoGroups } from '../fixtures/demo.ts';
import { ACCESS_LEVEL } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { SidebarWidgets } from '../pages/sidebar-widgets.ts';
import { seriousViolations } from '../support/axe.ts';

type Visibility = 'public' | 'private';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function userId(rootApi: CairnApi, username: string) {
  const [user] = await rootApi.rest<{ id: number }[]>('GET', `/users?username=${username}`);
  if (!user) throw new Error(`demo user ${username} is missing`);
  return user.id;
}

/** A group with one project, demo users as group members, and an iteration cadence. */
async function sprintWorld(rootApi: CairnApi, visibility: Visibility) {
  const suffix = unique();
  const group = await rootApi.rest<{ id: number; full_path: string }>('POST', '/groups', {
    name: `Sprints ${suffix}`,
    path: `sprints-${suffix}`,
    visibility,
  });
  // The public world's group has members; the private one only root (a project member is added).
  const members =
    visibility === 'public'
      ? {
          owner: ACCESS_LEVEL.owner,
          maintainer: ACCESS_LEVEL.maintainer,
          guest: ACCESS_LEVEL.guest,
        }
      : {};
  for (const [username, level] of Object.entries(members)) {
    await rootApi.rest('POST', `/groups/${group.id}/members`, {
      user_id: await userId(rootApi, username),
      access_level: level,
    });
  }
  const project = await rootApi.rest<{ id: number; path_with_namespace: string }>(
    'POST',
    '/projects',
    { name: 'Tracker', path: 'tracker', namespace_id: group.id, visibility },
  );
  const cadence = await rootApi.graphql<{
    iterationCadenceCreate: { iterationCadence: { id: string } };
  }>(
    `mutation($input: IterationCadenceCreateInput!) {
      iterationCadenceCreate(input: $input) { errors iterationCadence { id } } }`,
    {
      input: {
        groupPath: group.full_path,
        title: `Cadence ${suffix}`,
        automatic: false,
        active: true,
      },
    },
  );
  const cadenceId = cadence.iterationCadenceCreate.iterationCadence.id;
  const sprints: Record<string, string> = {};
  for (const [title, startDate, dueDate] of [
    ['Sprint 0', '2026-11-02', '2026-11-15'],
    ['Sprint A', '2026-11-16', '2026-11-29'],
    ['Sprint B', '2026-11-30', '2026-12-13'],
  ] as const) {
    const made = await rootApi.graphql<{ iterationCreate: { iteration: { id: string } } }>(
      `mutation($input: iterationCreateInput!) {
        iterationCreate(input: $input) { errors iteration { id } } }`,
      {
        input: {
          groupPath: group.full_path,
          iterationsCadenceId: cadenceId,
          title,
          startDate,
          dueDate,
        },
      },
    );
    sprints[title] = made.iterationCreate.iteration.id;
  }
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: `Iteration ${suffix}`,
  });
  return {
    suffix,
    group,
    project,
    sprints,
    cadenceTitle: `Cadence ${suffix}`,
    url: `/${project.path_with_namespace}/-/issues/${issue.iid}`,
    iid: issue.iid,
  };
}

type SprintWorld = Awaited<ReturnType<typeof sprintWorld>>;

/** Sets the world's issue to one of its sprints, as root. */
async function setIteration(rootApi: CairnApi, s: SprintWorld, title: string) {
  await rootApi.graphql(
    `mutation($input: IssueSetIterationInput!) { issueSetIteration(input: $input) { errors } }`,
    {
      input: {
        projectPath: s.project.path_with_namespace,
        iid: String(s.iid),
        iterationId: s.sprints[title],
      },
    },
  );
}

test('a member picks an iteration by cadence title; it persists, shows live, and unsets', async ({
  page,
  browser,
  baseURL,
  signIn,
  rootApi,
}) => {
  const s = await sprintWorld(rootApi, 'public');
  await signIn('owner');
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await new CairnApi(otherPage.request).signIn('maintainer', DEMO_PASSWORD);
    const mine = new SidebarWidgets(page);
    const theirs = new SidebarWidgets(otherPage);
    await page.goto(s.url);
    const live = SidebarWidgets.liveSubscription(otherPage);
    await otherPage.goto(s.url);
    expect((await live).status()).toBe(200);
    await expect(mine.value('iteration-widget')).toHaveText('None');

    await mine.editButton('iteration').click();
    const search = mine.sidebar.getByRole('combobox', { name: 'Search iterations' });
    await expect(mine.sidebar.getByRole('option', { name: 'No iteration' })).toBeVisible();
    await search.fill(s.cadenceTitle);
    await expect(
      mine.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint A` }),
    ).toBeVisible();
    await expect(
      mine.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint B` }),
    ).toBeVisible();
    // Only opened (current and upcoming) iterations are offered.
    await expect(
      mine.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint 0` }),
    ).toHaveCount(0);
    await mine.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint A` }).click();
    await expect(mine.value('iteration-widget')).toContainText('Sprint A');
    await expect(mine.value('iteration-widget')).toContainText(s.cadenceTitle);
    await expect(mine.value('iteration-widget')).toContainText('Nov 16, 2026 – Nov 29, 2026');
    await expect(theirs.value('iteration-widget')).toContainText('Sprint A');

    await page.reload();
    await expect(mine.value('iteration-widget')).toContainText('Sprint A');

    await mine.editButton('iteration').click();
    await mine.sidebar.getByRole('combobox', { name: 'Search iterations' }).fill('Sprint B');
    await mine.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint B` }).click();
    await expect(theirs.value('iteration-widget')).toContainText('Sprint B');

    await mine.editButton('iteration').click();
    await mine.sidebar.getByRole('option', { name: 'No iteration' }).click();
    await expect(mine.value('iteration-widget')).toHaveText('None');
    await expect(theirs.value('iteration-widget')).toHaveText('None');
  } finally {
    await other.close();
  }
});

test('guests and signed-out visitors see the iteration read-only', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await sprintWorld(rootApi, 'public');
  await setIteration(rootApi, s, 'Sprint A');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await expect(widgets.value('iteration-widget')).toContainText('Sprint A');
  await expect(widgets.editButton('iteration')).toHaveCount(0);
  await signIn('guest');
  await page.goto(s.url);
  await expect(widgets.value('iteration-widget')).toContainText('Sprint A');
  await expect(widgets.editButton('iteration')).toHaveCount(0);
});

test('the iteration picker works from the keyboard and is axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await sprintWorld(rootApi, 'public');
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await widgets.editButton('iteration').focus();
  await page.keyboard.press('Enter');
  const search = widgets.sidebar.getByRole('combobox', { name: 'Search iterations' });
  await expect(search).toBeFocused();
  await search.pressSequentially('Sprint A');
  await expect(
    widgets.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint A` }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="sidebar"]')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(widgets.value('iteration-widget')).toContainText('Sprint A');
});

test('a failed iteration save shows the error text and puts the value back', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await sprintWorld(rootApi, 'public');
  await signIn('owner');
  await page.route('**/api/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('SidebarIssueSetIteration')) {
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
    } else {
      await route.continue();
    }
  });
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await widgets.editButton('iteration').click();
  await widgets.sidebar.getByRole('combobox', { name: 'Search iterations' }).fill('Sprint A');
  await widgets.sidebar.getByRole('option', { name: `${s.cadenceTitle} · Sprint A` }).click();
  await expect(
    page.getByText('Failed to set iteration on this issue. Please try again.'),
  ).toBeVisible();
  await expect(widgets.value('iteration-widget')).toHaveText('None');
});

test('a milestone and an iteration the viewer may not view show the no-access text, never their names', async ({
  page,
  signIn,
  rootApi,
}) => {
  // A private group's project where 'outsider' is a member of the project only: the issue is
  // readable, the group's milestone and iteration are not.
  const s = await sprintWorld(rootApi, 'private');
  await rootApi.rest('POST', `/projects/${s.project.id}/members`, {
    user_id: await userId(rootApi, 'outsider'),
    access_level: ACCESS_LEVEL.developer,
  });
  const milestone = await rootApi.rest<{ id: number }>('POST', `/groups/${s.group.id}/milestones`, {
    title: `Hidden milestone ${s.suffix}`,
  });
  await rootApi.rest('PUT', `/projects/${s.project.id}/issues/${s.iid}`, {
    milestone_id: milestone.id,
  });
  await setIteration(rootApi, s, 'Sprint A');
  await signIn('outsider');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await expect(widgets.widget('milestone-widget')).toContainText(
    "You don't have permission to view this milestone.",
  );
  await expect(widgets.widget('iteration-widget')).toContainText(
    "You don't have permission to view this iteration.",
  );
  await expect(widgets.widget('iteration-widget').getByRole('note')).toHaveText(
    "The assigned iteration is one you cannot view: if you change it, you won't be able to assign it again.",
  );
  await expect(widgets.sidebar).not.toContainText('Hidden milestone');
  await expect(widgets.sidebar).not.toContainText('Sprint A');
});

test('the epic page counts as a visit in the recently viewed items', async ({
  page,
  signIn,
  api,
}) => {
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  expect(epic, 'the demo workspace has a public epic').toBeDefined();
  if (!epic) return;
  await signIn('reporter');
  await page.goto(epic.webPath);
  await expect(page.getByTestId('page-title')).toContainText(epic.title);
  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('list', { name: 'Recently viewed items' })
      .getByRole('link', { name: epic.title }),
  ).toBeVisible();
});
