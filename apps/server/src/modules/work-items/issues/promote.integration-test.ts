import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notes, subscriptions, workItems } from '@cairn/db';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

const PROMOTE = `mutation($input: PromoteToEpicInput!) {
  promoteToEpic(input: $input) {
    errors
    epic { iid title description confidential webPath dueDate labels { nodes { title } } }
    issue { state promotedToEpic { iid } }
  }
}`;

const promote = (iid: number, token?: string) =>
  s.api.gql(PROMOTE, { input: { projectPath: 'acme/web', iid: String(iid) } }, token);

const noteBodies = async (id: number) =>
  (await s.t.db.db.select().from(notes).where(eq(notes.workItemId, id))).map((n) => n.body);

describe('promoteToEpic', () => {
  it('creates the epic in the parent group from the issue and closes the issue as promoted', async () => {
    const { f, projects, labels, people } = s.w;
    const projectLabel = await f.label(projects.web, 'frontend');
    const issue = await f.issue(projects.web, {
      title: 'Big idea',
      description: 'Do **all** the things',
      dueDate: '2026-09-30',
      labels: [labels.bug, projectLabel],
      assignees: [people.reporter.user],
    });
    const res = await promote(issue.iid, people.planner.token);
    const payload = at<Record<string, unknown>>(dataOf(res), 'promoteToEpic');
    const epic = payload.epic as { iid: string; labels: { nodes: { title: string }[] } };
    expect(payload.errors).toEqual([]);
    expect(payload.epic).toMatchObject({
      title: 'Big idea',
      description: 'Do **all** the things',
      confidential: false,
      webPath: `/groups/acme/-/epics/${epic.iid}`,
      dueDate: '2026-09-30',
    });
    expect(epic.labels.nodes.map((l) => l.title).sort()).toEqual(['bug', 'frontend']);
    expect(payload.issue).toEqual({ state: 'closed', promotedToEpic: { iid: epic.iid } });

    const row = async (id: number) =>
      (await s.t.db.db.select().from(workItems).where(eq(workItems.id, id)))[0]!;
    const epicRow = await row((await row(issue.id)).promotedToEpicId!);
    expect(await noteBodies(issue.id)).toEqual(
      expect.arrayContaining([`promoted to epic &${epicRow!.iid}`, 'closed']),
    );
    expect(await noteBodies(epicRow!.id)).toContain(`promoted from issue web#${issue.iid}`);
    const subscribers = await s.t.db.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.workItemId, epicRow!.id));
    expect(subscribers.map((r) => r.userId)).toContain(people.reporter.user.id);

    // Promoted once: the flag is off and the mutation is refused, no second epic.
    const again = await promote(issue.iid, people.planner.token);
    expect(again.errors?.[0]?.message).toContain("you don't have permission");
  });

  it('refuses viewers without canPromoteToEpic and creates nothing', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Not for reporters' });
    const before = (await s.t.db.db.select().from(workItems)).length;
    for (const token of [s.w.people.guest.token, s.w.people.outsider.token, undefined]) {
      const res = await promote(issue.iid, token);
      expect(res.errors?.[0]?.message).toContain("you don't have permission");
    }
    expect((await s.t.db.db.select().from(workItems)).length).toBe(before);
    const flags = at(
      dataOf(
        await s.api.gql(
          `{ project(fullPath: "acme/web") { issue(iid: "${issue.iid}") { userPermissions { canPromoteToEpic } } } }`,
          {},
          s.w.people.guest.token,
        ),
      ),
      'project.issue.userPermissions',
    );
    expect(flags).toEqual({ canPromoteToEpic: false });
  });
});

describe('closed-as links and the edited-by fields', () => {
  const read = (iid: number, token?: string) =>
    s.api.gql(
      `{ project(fullPath: "acme/web") { issue(iid: "${iid}") {
          promotedToEpic { title } duplicatedTo { iid } movedTo { iid }
          lastEditedAt lastEditedBy { username } } } }`,
      {},
      token,
    );

  it('names the target only to viewers who may read it', async () => {
    const { f, projects, epics, people } = s.w;
    const target = await f.issue(projects.web, { title: 'Original' });
    const issue = await f.issue(projects.web, { title: 'Copy', state: 'closed' });
    await s.t.db.db
      .update(workItems)
      .set({ promotedToEpicId: epics.hotel.id, duplicatedToId: target.id, movedToId: target.id })
      .where(eq(workItems.id, issue.id));
    const anonymous = at(dataOf(await read(issue.iid)), 'project.issue');
    expect(anonymous).toMatchObject({
      promotedToEpic: null,
      duplicatedTo: { iid: String(target.iid) },
      movedTo: { iid: String(target.iid) },
    });
    const admin = at(dataOf(await read(issue.iid, people.admin.token)), 'project.issue');
    expect(admin).toMatchObject({ promotedToEpic: { title: 'Hotel' } });
  });

  it('records who edited the title or description last, not other changes', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Fresh' });
    const unedited = at(dataOf(await read(issue.iid)), 'project.issue');
    expect(unedited).toMatchObject({ lastEditedAt: null, lastEditedBy: null });
    const update = (input: Record<string, unknown>, token: string) =>
      s.api.gql(
        'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors } }',
        { input: { projectPath: 'acme/web', iid: String(issue.iid), ...input } },
        token,
      );
    await update({ title: 'Fresh, edited' }, s.w.people.planner.token);
    const edited = at<{ lastEditedAt: string }>(dataOf(await read(issue.iid)), 'project.issue');
    expect(edited).toMatchObject({ lastEditedBy: { username: 'planner' } });
    expect(edited.lastEditedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await update({ weight: 3 }, s.w.people.owner.token);
    expect(at(dataOf(await read(issue.iid)), 'project.issue')).toMatchObject({
      lastEditedBy: { username: 'planner' },
      lastEditedAt: edited.lastEditedAt,
    });
  });
});
