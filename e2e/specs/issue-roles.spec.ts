// Once per demo role and signed out: every issue-page action the role has
// is done in the browser (create from a template, edit, a two-browser conflict, close a blocked
// issue, promote, lock, confidentiality, copy reference, report abuse seen by an admin, delete);
// every action it lacks shows no control and is refused by the API, leaving the issue unchanged.
import type { CairnApi } from '../fixtures/api-client.ts';
import { anonymousApi } from '../fixtures/api-client.ts';
import {
  issueJourneyWorld,
  rootBrowser,
  saveDescriptionIn,
  TEMPLATE,
  type IssueJourneyWorld,
} from '../fixtures/issue-journey.ts';
import { expect, test } from '../fixtures/test.ts';
import type { IssuePage } from '../pages/issue-page.ts';
import { NewIssuePage } from '../pages/new-issue-page.ts';

const ROLES = ['owner', 'maintainer', 'developer', 'reporter', 'guest'] as const;
const MERGED =
  'Your changes were merged with the changes someone else saved to this issue at the same time.';
const CONFLICT =
  "Someone edited the issue at the same time you did. Review the issue and make sure you don't unintentionally overwrite their changes.";
const PERMISSIONS = `query($path: ID!, $iid: String!) {
  project(fullPath: $path) { issue(iid: $iid) { userPermissions {
    canUpdateIssue canPromoteToEpic canDestroyIssue canReportAbuse } } } }`;
const PROMOTE = `mutation($path: ID!, $iid: String!) {
  promoteToEpic(input: { projectPath: $path, iid: $iid }) { errors } }`;
const REFUSED = [401, 403, 404];

type Flags = Record<'canUpdateIssue' | 'canPromoteToEpic' | 'canDestroyIssue', boolean>;

async function flagsOf(api: CairnApi, path: string, iid: string): Promise<Flags> {
  const data = await api.graphql<{ project: { issue: { userPermissions: Flags } } }>(PERMISSIONS, {
    path,
    iid,
  });
  return data.project.issue.userPermissions;
}

/** Create from the template, edit title and description, then both conflict outcomes. */
async function createEditAndConflict(
  issuePage: IssuePage,
  other: IssuePage,
  rootApi: CairnApi,
  w: IssueJourneyWorld,
  role: string,
) {
  const page = issuePage.page;
  const form = new NewIssuePage(page);
  await page.goto(`/${w.path}`);
  await page.getByRole('main').getByRole('link', { name: 'New issue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${w.path}/-/issues/new$`));
  await expect(form.templateSelect.locator('option')).toHaveText(['No template', TEMPLATE.name]);
  await form.templateSelect.selectOption(TEMPLATE.name);
  await expect(form.descriptionInput).toHaveValue(TEMPLATE.content);
  await form.titleInput.fill(`By ${role} ${w.suffix}`);
  await form.createButton.click();
  await expect(page).toHaveURL(new RegExp(`/${w.path}/-/issues/\\d+$`));
  const iid = page.url().split('/').at(-1) ?? '';
  await expect(issuePage.description).toContainText('Expected');

  await issuePage.editButton.click();
  await issuePage.titleInput.fill(`Edited by ${role} ${w.suffix}`);
  await issuePage.descriptionInput.fill('one\ntwo\nthree');
  await issuePage.saveButton.click();
  await expect(issuePage.editForm).toBeHidden();
  await expect(issuePage.title).toHaveText(`Edited by ${role} ${w.suffix}`);

  // Disjoint edits from two browsers merge; overlapping ones warn and keep this browser's text.
  await issuePage.editButton.click();
  await saveDescriptionIn(other, w.path, iid, 'ONE\ntwo\nthree');
  await issuePage.descriptionInput.fill('one\ntwo\nTHREE');
  await issuePage.saveButton.click();
  await expect(page.getByText(MERGED)).toBeVisible();
  await expect(issuePage.editForm).toBeHidden();
  const merged = await rootApi.rest<{ description: string }>('GET', w.restPath(iid));
  expect(merged.description).toBe('ONE\ntwo\nTHREE');
  await issuePage.editButton.click();
  await saveDescriptionIn(other, w.path, iid, 'ONE\nTheirs\nTHREE');
  await issuePage.descriptionInput.fill('ONE\nMine\nTHREE');
  await issuePage.saveButton.click();
  await expect(page.getByText(CONFLICT)).toBeVisible();
  await expect(issuePage.descriptionInput).toHaveValue('ONE\nMine\nTHREE');
  await issuePage.editForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(issuePage.editForm).toBeHidden();
}

for (const role of ROLES) {
  test(`${role}: does every issue action the role has; the others show nothing and are refused`, async ({
    page,
    context,
    browser,
    baseURL,
    signIn,
    api,
    rootApi,
    issuePage,
  }) => {
    test.setTimeout(240_000);
    const w = await issueJourneyWorld(rootApi);
    const root = await rootBrowser(browser, baseURL);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await signIn(role);
      await createEditAndConflict(issuePage, root.issuePage, rootApi, w, role);

      // Root's blocked issue: close through the modal, lock, confidentiality, copy reference.
      const blocked = w.issues.blocked;
      const may = await flagsOf(api, w.path, blocked);
      await issuePage.goto(w.path, blocked);
      await expect(issuePage.title).toHaveText(`Blocked ${w.suffix}`);
      await expect(issuePage.editButton).toHaveCount(may.canUpdateIssue ? 1 : 0);
      const close = page.getByRole('main').getByRole('button', { name: 'Close issue' });
      if (may.canUpdateIssue) {
        await close.click();
        const dialog = page.getByRole('dialog', {
          name: 'Are you sure you want to close this blocked issue?',
        });
        await dialog.getByRole('button', { name: 'Yes, close issue' }).click();
        await expect(issuePage.stateBadge).toHaveText('Closed');
        for (const [action, toast] of [
          ['Lock discussion', 'Issue locked.'],
          ['Turn on confidentiality', 'Confidentiality turned on.'],
        ] as const) {
          await issuePage.chooseAction(action);
          await expect(page.getByText(toast)).toBeVisible();
        }
      } else {
        await expect(close).toHaveCount(0);
        await issuePage.actionsButton.click();
        for (const item of ['Lock discussion', 'Turn on confidentiality']) {
          await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
        }
        await page.keyboard.press('Escape');
        const refused = await Promise.all(
          [
            { title: 'Not mine' },
            { state_event: 'close' },
            { discussion_locked: true },
            { confidential: true },
          ].map((body) => api.restStatus('PUT', w.restPath(blocked), body)),
        );
        refused.forEach((status) => expect(REFUSED).toContain(status));
      }
      const saved = await rootApi.rest<Record<string, unknown>>('GET', w.restPath(blocked));
      const changed = may.canUpdateIssue;
      expect([saved.title, saved.state, !!saved.discussion_locked, saved.confidential]).toEqual(
        changed
          ? [`Blocked ${w.suffix}`, 'closed', true, true]
          : [`Blocked ${w.suffix}`, 'opened', false, false],
      );
      await issuePage.chooseAction('Copy reference');
      await expect(page.getByText('Reference copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${w.path}#${blocked}`,
      );

      // Report abuse (root wrote the issue); root reads the report at /admin/abuse_reports.
      await issuePage.chooseAction('Report abuse');
      const report = page.getByRole('dialog', { name: 'Report abuse to administrator' });
      await report.getByRole('radio', { name: "They're posting spam." }).check();
      await report.getByRole('textbox', { name: 'Additional context' }).fill(`${role} ${w.suffix}`);
      await report.getByRole('button', { name: 'Report abuse' }).click();
      await expect(
        page.getByText('Thank you for your report. An administrator will look into it shortly.'),
      ).toBeVisible();
      await root.page.goto('/admin/abuse_reports');
      await expect(
        root.page.getByRole('article').filter({ hasText: `${role} ${w.suffix}` }),
      ).toBeVisible();

      // Promote to epic and land on it.
      const promote = w.issues.promote;
      const mayPromote = (await flagsOf(api, w.path, promote)).canPromoteToEpic;
      await issuePage.goto(w.path, promote);
      await expect(issuePage.title).toHaveText(`Promote me ${w.suffix}`);
      if (mayPromote) {
        await issuePage.chooseAction('Promote to epic');
        await expect(page).toHaveURL(new RegExp(`/groups/${w.group.full_path}/-/epics/\\d+$`));
        await expect(page.getByRole('main').getByTestId('page-title')).toHaveText(
          `Promote me ${w.suffix}`,
        );
      } else {
        await issuePage.actionsButton.click();
        await expect(page.getByRole('menuitem', { name: 'Promote to epic' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(api.graphql(PROMOTE, { path: w.path, iid: promote })).rejects.toThrow(
          /permission/,
        );
      }

      // Delete through the modal, landing on the list.
      const doomed = w.issues.doomed;
      const mayDelete = (await flagsOf(api, w.path, doomed)).canDestroyIssue;
      await issuePage.goto(w.path, doomed);
      await expect(issuePage.title).toHaveText(`Doomed ${w.suffix}`);
      await issuePage.actionsButton.click();
      const deleteItem = page.getByRole('menuitem', { name: 'Delete issue' });
      if (mayDelete) {
        await deleteItem.click();
        await page
          .getByRole('dialog', { name: 'Delete issue' })
          .getByRole('button', { name: 'Delete issue' })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${w.path}/-/issues$`));
      } else {
        await expect(deleteItem).toHaveCount(0);
        await page.keyboard.press('Escape');
        expect(REFUSED).toContain(await api.restStatus('DELETE', w.restPath(doomed)));
      }
      const after = await rootApi.context.get(`/api/v4${w.restPath(doomed)}`);
      expect(after.status()).toBe(mayDelete ? 404 : 200);
    } finally {
      await root.context.close();
    }
  });
}

test('signed out: a public issue shows no control, and every action is refused by the API', async ({
  page,
  baseURL,
  rootApi,
  issuePage,
}) => {
  const w = await issueJourneyWorld(rootApi, 'public');
  const anonymous = await anonymousApi(baseURL ?? '');
  await issuePage.goto(w.path, w.issues.blocked);
  await expect(issuePage.title).toHaveText(`Blocked ${w.suffix}`);
  await expect(issuePage.editButton).toHaveCount(0);
  await expect(issuePage.actionsButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Close|Reopen) issue$/ })).toHaveCount(0);
  // No 'New issue' on the project page or the issue list.
  const main = page.getByRole('main');
  await page.goto(`/${w.path}`);
  await expect(main.getByTestId('page-title')).toContainText('Tracker');
  await expect(main.getByRole('link', { name: 'New issue' })).toHaveCount(0);
  await page.goto(`/${w.path}/-/issues`);
  await expect(main.getByText(`Blocked ${w.suffix}`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'New issue' })).toHaveCount(0);
  await page.goto(`/${w.path}/-/issues/new`);
  await expect(page).toHaveURL(/\/users\/sign_in\?redirect=/);

  const item = await rootApi.rest<{ id: number }>('GET', w.restPath(w.issues.blocked));
  const statuses = [
    await anonymous.restStatus('POST', `/projects/${encodeURIComponent(w.path)}/issues`, {
      title: 'Anonymous',
    }),
    ...(await Promise.all(
      [
        { title: 'Anonymous edit' },
        { state_event: 'close' },
        { discussion_locked: true },
        { confidential: true },
      ].map((body) => anonymous.restStatus('PUT', w.restPath(w.issues.blocked), body)),
    )),
    await anonymous.restStatus('DELETE', w.restPath(w.issues.doomed)),
    await anonymous.restStatus('POST', '/abuse_reports', {
      work_item_id: item.id,
      category: 'spam',
      message: 'Anonymous',
    }),
  ];
  statuses.forEach((status) => expect(REFUSED).toContain(status));
  await expect(anonymous.graphql(PROMOTE, { path: w.path, iid: w.issues.promote })).rejects.toThrow(
    /permission/,
  );
  const saved = await rootApi.rest<Record<string, unknown>>('GET', w.restPath(w.issues.blocked));
  expect([saved.title, saved.state, !!saved.discussion_locked, saved.confidential]).toEqual([
    `Blocked ${w.suffix}`,
    'opened',
    false,
    false,
  ]);
  await anonymous.context.dispose();
});
