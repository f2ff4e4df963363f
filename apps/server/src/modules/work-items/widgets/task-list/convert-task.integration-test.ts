import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { RESOURCE_NOT_AVAILABLE } from '#server/graphql/args.ts';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { addIteration } from '#server/modules/work-items/test-support/iterations.ts';
import { staleMessage } from '#server/modules/work-items/core/pipeline.ts';
import { TASK_ITEM_CHANGED } from './task-list.widget.ts';

/** Task conversion (a task-list line becomes a child task) and its Undo, each one write. */

const s = useEpicWorld();

const CONVERT = `mutation($input: WorkItemCreateFromTaskInput!) {
  workItemCreateFromTask(input: $input) {
    errors
    workItem { id lockVersion }
    newWorkItem { id iid title workItemType { name } milestone { title } confidential webPath }
  }
}`;
const REVERT = `mutation($input: WorkItemRevertTaskConversionInput!) {
  workItemRevertTaskConversion(input: $input) { errors workItem { id lockVersion } }
}`;

const planner = () => s.w.people.planner.token;
const gid = (item: { id: number }) => `gid://gitlab/WorkItem/${item.id}`;

const get = (iid: number) =>
  s.api
    .rest('GET', `/api/v4/projects/acme%2Fweb/issues/${iid}`, { token: planner() })
    .then((r) => (r.statusCode === 200 ? r.json<{ description: string; title: string }>() : null));

async function convert(issue: { id: number }, line: number, source: string, token = planner()) {
  const workItemData = { lineNumberStart: line, lineNumberEnd: line, lineSource: source };
  return s.api.gql(CONVERT, { input: { id: gid(issue), workItemData } }, token);
}

type Converted = {
  workItemCreateFromTask: {
    errors: string[];
    workItem: { lockVersion: number };
    newWorkItem: { id: string; iid: string; title: string } & Record<string, unknown>;
  };
};

describe('workItemCreateFromTask', () => {
  it('makes a child task (milestone copied) and puts its reference on the line; Undo reverts both', async () => {
    const description = 'Plan\n\n- [ ] Write the docs\n- [x] Ship';
    const issue = await s.w.f.issue(s.w.projects.web, {
      description,
      milestone: s.w.milestones.m1,
    });
    const res = await convert(issue, 3, '- [ ] Write the docs');
    const out = (res.data as Converted).workItemCreateFromTask;
    expect(out.errors).toEqual([]);
    expect(out.newWorkItem).toMatchObject({
      title: 'Write the docs',
      workItemType: { name: 'Task' },
      milestone: { title: s.w.milestones.m1.title },
      confidential: false,
      webPath: `/acme/web/-/work_items/${out.newWorkItem.iid}`,
    });
    expect((await get(issue.iid))?.description).toBe(
      `Plan\n\n- [ ] #${out.newWorkItem.iid}\n- [x] Ship`,
    );
    expect(await get(Number(out.newWorkItem.iid))).toMatchObject({ title: 'Write the docs' });

    const undo = await s.api.gql(
      REVERT,
      {
        input: {
          id: gid(issue),
          taskId: out.newWorkItem.id,
          description,
          lockVersion: out.workItem.lockVersion,
        },
      },
      planner(),
    );
    expect(undo.data).toMatchObject({ workItemRevertTaskConversion: { errors: [] } });
    expect((await get(issue.iid))?.description).toBe(description);
    expect(await get(Number(out.newWorkItem.iid))).toBeNull();
  });

  it('cuts long titles into the description and titles code-only lines Untitled', async () => {
    const long = 'x'.repeat(255) + ' and the rest';
    const issue = await s.w.f.issue(s.w.projects.web, {
      description: `- [ ] ${long}\n- [ ] \`make all\``,
    });
    const first = (await convert(issue, 1, `- [ ] ${long}`)).data as Converted;
    expect(first.workItemCreateFromTask.newWorkItem.title).toBe('x'.repeat(255));
    expect((await get(Number(first.workItemCreateFromTask.newWorkItem.iid)))?.description).toBe(
      ' and the rest',
    );
    const second = (await convert(issue, 2, '- [ ] `make all`')).data as Converted;
    expect(second.workItemCreateFromTask.newWorkItem.title).toBe('Untitled');
  });

  it('copies the iteration and confidentiality, titles image-only lines Untitled, and refuses a stale Undo', async () => {
    const iterationId = await addIteration(s.t.db.db, s.w.groups.acme, 'Sprint 9');
    const description = '- [ ] Ship it\n- [ ] ![diagram](/uploads/d.png)';
    const issue = await s.w.f.issue(s.w.projects.web, { description, confidential: true });
    await s.t.db.db.update(workItems).set({ iterationId }).where(eq(workItems.id, issue.id));

    const WITH_ITERATION = CONVERT.replace(
      'confidential webPath',
      'confidential webPath iteration { title }',
    );
    const gql = (line: number, source: string) =>
      s.api.gql(
        WITH_ITERATION,
        {
          input: {
            id: gid(issue),
            workItemData: { lineNumberStart: line, lineNumberEnd: line, lineSource: source },
          },
        },
        planner(),
      );
    const first = ((await gql(1, '- [ ] Ship it')).data as Converted).workItemCreateFromTask;
    expect(first.newWorkItem).toMatchObject({
      title: 'Ship it',
      confidential: true,
      iteration: { title: 'Sprint 9' },
    });
    const image = ((await gql(2, '- [ ] ![diagram](/uploads/d.png)')).data as Converted)
      .workItemCreateFromTask;
    expect(image.newWorkItem.title).toBe('Untitled');
    expect((await get(Number(image.newWorkItem.iid)))?.description).toBe(
      '![diagram](/uploads/d.png)',
    );

    // Undo of the first conversion after the second moved the lock version: refused, nothing deleted.
    const stale = await s.api.gql(
      REVERT,
      {
        input: {
          id: gid(issue),
          taskId: first.newWorkItem.id,
          description,
          lockVersion: first.workItem.lockVersion,
        },
      },
      planner(),
    );
    const refusal = (stale.data as { workItemRevertTaskConversion: { errors: string[] } })
      .workItemRevertTaskConversion;
    expect(refusal.errors).toEqual([staleMessage(issue)]);
    expect(await get(Number(first.newWorkItem.iid))).toMatchObject({ title: 'Ship it' });
    expect((await get(issue.iid))?.description).toBe(
      `- [ ] #${first.newWorkItem.iid}\n- [ ] #${image.newWorkItem.iid}`,
    );
  });

  it('refuses a changed line and users who may not update, creating nothing', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [ ] One\n- [ ] Two' });
    const changed = await convert(issue, 1, '- [ ] Uno');
    expect(changed.data).toEqual({
      workItemCreateFromTask: { errors: [TASK_ITEM_CHANGED], workItem: null, newWorkItem: null },
    });
    const guest = await convert(issue, 1, '- [ ] One', s.w.people.guest.token);
    expect(guest.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
    expect((await get(issue.iid))?.description).toBe('- [ ] One\n- [ ] Two');
    const found = await s.api.rest('GET', '/api/v4/projects/acme%2Fweb/issues?search=One', {
      token: planner(),
    });
    expect(found.json<{ title: string }[]>().filter((i) => i.title === 'One')).toEqual([]);
  });
});
