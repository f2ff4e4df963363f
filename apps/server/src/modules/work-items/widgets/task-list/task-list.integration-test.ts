import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import {
  expectTickRefused,
  savedChange,
  taskListChange,
} from '#server/modules/work-items/test-support/task-lists.ts';
import { TASK_ITEM_CHANGED } from './task-list.widget.ts';

/** Task-list toggles and reorders: position-based changes applied to the current description. */

const s = useEpicWorld();

const toggle = taskListChange(s, 'issue');

const rest = (iid: number, body: Record<string, unknown>, token = s.w.people.planner.token) =>
  s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${iid}`, { token, body });

const descriptionOf = async (iid: number) =>
  (
    await s.api.rest('GET', `/api/v4/projects/acme%2Fweb/issues/${iid}`, {
      token: s.w.people.planner.token,
    })
  ).json<{ description: string }>().description;

describe('task-list toggles', () => {
  it("toggles by line on the current text, keeping another user's edit made meanwhile", async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [ ] a\n- [ ] b\n\nText' });
    const first = await toggle(issue.iid, { lineNumber: 1, lineSource: '- [ ] a', checked: true });
    expect(first).toEqual(savedChange('issue', '- [x] a\n- [ ] b\n\nText', issue.lockVersion));
    // Someone else edits the paragraph; the toggle below was rendered before that edit.
    expect(
      (await rest(issue.iid, { description: '- [x] a\n- [ ] b\n\nText, edited' })).statusCode,
    ).toBe(200);
    const second = await toggle(issue.iid, { lineNumber: 2, lineSource: '- [ ] b', checked: true });
    expect(second.data).toMatchObject({
      issueUpdateTaskListItem: {
        errors: [],
        issue: { description: '- [x] a\n- [x] b\n\nText, edited' },
      },
    });
  });

  it('refuses a line that no longer reads as the client saw it, and changes nothing', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [ ] a\n- [ ] b' });
    const res = await toggle(issue.iid, { lineNumber: 1, lineSource: '- [ ] z', checked: true });
    expect(res.data).toEqual({
      issueUpdateTaskListItem: { errors: [TASK_ITEM_CHANGED], issue: null },
    });
    const notItem = await toggle(issue.iid, { lineNumber: 7, lineSource: '', checked: true });
    expect(notItem.data).toMatchObject({
      issueUpdateTaskListItem: { errors: [TASK_ITEM_CHANGED] },
    });
    expect(await descriptionOf(issue.iid)).toBe('- [ ] a\n- [ ] b');
    const both = await toggle(issue.iid, {
      lineNumber: 1,
      lineSource: '- [ ] a',
      checked: true,
      moveTo: { lineNumber: 2, position: 'AFTER' },
    });
    expect(both.errors?.[0]?.message).toContain('Give one of checked, moveTo or remove');
  });

  it('is refused to users who may not update the issue', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [ ] a\n- [ ] b' });
    await expectTickRefused(toggle, issue.iid, s.w.people.guest.token);
    const put = await rest(
      issue.iid,
      { update_task: { checked: true, line_source: '- [ ] a', line_number: 1 } },
      s.w.people.guest.token,
    );
    expect(put.statusCode).toBe(403);
    expect(await descriptionOf(issue.iid)).toBe('- [ ] a\n- [ ] b');
  });

  it("takes GitLab's REST update_task and Cairn's move_task", async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [x] a\n- [ ] b\n- [ ] c' });
    const put = await rest(issue.iid, {
      update_task: { index: 1, checked: false, line_source: '- [x] a', line_number: 1 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ description: '- [ ] a\n- [ ] b\n- [ ] c' });
    const moved = await rest(issue.iid, {
      move_task: { line_number: 3, line_source: '- [ ] c', to_line_number: 1, position: 'before' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ description: '- [ ] c\n- [ ] a\n- [ ] b' });
    const stale = await rest(issue.iid, {
      move_task: { line_number: 3, line_source: '- [ ] c', to_line_number: 1, position: 'before' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: TASK_ITEM_CHANGED });
  });

  it('reorders by GraphQL; a list of one item is not sortable', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, {
      description: '- one\n- two\n\nText\n\n- solo',
    });
    const res = await toggle(issue.iid, {
      lineNumber: 1,
      lineSource: '- one',
      moveTo: { lineNumber: 2, position: 'AFTER' },
    });
    expect(res.data).toMatchObject({
      issueUpdateTaskListItem: {
        errors: [],
        issue: { description: '- two\n- one\n\nText\n\n- solo' },
      },
    });
    const solo = await toggle(issue.iid, {
      lineNumber: 6,
      lineSource: '- solo',
      moveTo: { lineNumber: 6, position: 'AFTER' },
    });
    expect(solo.data).toMatchObject({
      issueUpdateTaskListItem: { errors: ['A list of one item cannot be sorted'] },
    });
  });

  it('deletes a list item by position', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '- [ ] a\n- [ ] b\n- [ ] c' });
    const res = await toggle(issue.iid, { lineNumber: 2, lineSource: '- [ ] b', remove: true });
    expect(res.data).toMatchObject({
      issueUpdateTaskListItem: { errors: [], issue: { description: '- [ ] a\n- [ ] c' } },
    });
  });
});
