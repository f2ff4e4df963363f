import { describe, expect, it } from 'vitest';
import { fixtures } from '#server/testing/fixtures.ts';
import { useGitbeaker } from '#server/modules/work-items/test-support/gitbeaker.ts';

// An epic tree driven by the published GitLab client, unmodified: child epics (EpicLinks) and
// epic issues (EpicIssues) created, reordered and removed.
const s = useGitbeaker(async (t) => {
  const f = fixtures(t.db.db);
  const owner = await f.user({ username: 'planner' });
  const group = await f.group({ path: 'plan', visibility: 'public' });
  const project = await f.project({ path: 'app', group, visibility: 'public' });
  await f.member(group, owner, 'owner');
  return { group, project, token: await f.token(owner) };
});

describe('epic tree through @gitbeaker/rest', () => {
  it('creates, assigns, reorders and unassigns child epics', async () => {
    const { api, group } = s;
    const parent = await api.Epics.create(group.id, 'Parent');
    const a = await api.EpicLinks.create(group.id, parent.iid, 'Child A');
    const b = await api.EpicLinks.create(group.id, parent.iid, 'Child B', { confidential: false });
    const c = await api.Epics.create(group.id, 'Child C');
    await api.EpicLinks.assign(group.id, parent.iid, c.id);
    const titles = async () => (await api.EpicLinks.all(group.id, parent.iid)).map((e) => e.title);
    expect(await titles()).toEqual(['Child A', 'Child B', 'Child C']);
    // GitLab: move_before_id is the sibling that ends up before the moved epic.
    await api.EpicLinks.reorder(group.id, parent.iid, a.id, { moveBeforeId: c.id });
    expect(await titles()).toEqual(['Child B', 'Child C', 'Child A']);
    await api.EpicLinks.reorder(group.id, parent.iid, a.id, { moveAfterId: b.id });
    expect(await titles()).toEqual(['Child A', 'Child B', 'Child C']);
    await api.EpicLinks.unassign(group.id, parent.iid, b.id);
    expect(await titles()).toEqual(['Child A', 'Child C']);
  });

  it('refuses a seventh level with 409 Epic hierarchy level too deep', async () => {
    const { api, group } = s;
    let parent = await api.Epics.create(group.id, 'Level 1');
    for (let level = 2; level <= 7; level++) {
      const child = await api.EpicLinks.create(group.id, parent.iid, `Level ${level}`);
      parent = await api.Epics.show(group.id, (child as { iid: number }).iid);
    }
    const tooDeep = api.EpicLinks.create(group.id, parent.iid, 'Level 8');
    await expect(tooDeep).rejects.toMatchObject({
      cause: { response: { status: 409 }, description: 'Epic hierarchy level too deep' },
    });
  });

  it('assigns, moves and removes epic issues by their relation id', async () => {
    const { api, group, project } = s;
    const epic = await api.Epics.create(group.id, 'Issues epic');
    for (const title of ['One', 'Two', 'Three']) {
      const issue = await api.Issues.create(project.id, title);
      await api.EpicIssues.assign(group.id, epic.iid, issue.id);
    }
    const list = async () => await api.EpicIssues.all(group.id, epic.iid);
    const [one, , three] = await list();
    await api.EpicIssues.edit(group.id, epic.iid, Number(one!.epic_issue_id), {
      moveBeforeId: Number(three!.epic_issue_id),
    });
    expect((await list()).map((i) => i.title)).toEqual(['Two', 'Three', 'One']);
    await api.EpicIssues.remove(group.id, epic.iid, Number(three!.epic_issue_id));
    expect((await list()).map((i) => i.title)).toEqual(['Two', 'One']);
  });
});
