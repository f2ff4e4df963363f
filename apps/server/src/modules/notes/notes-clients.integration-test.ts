import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, type ActivityWorld } from '../work-items/activity/test-world.ts';

// Published GitLab clients, unmodified, write and read comments and threads over real HTTP.
const PYTHON = process.env.PYTHON_GITLAB_PYTHON ?? '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./python-gitlab/notes.py', import.meta.url));

let t: TestApp;
let w: ActivityWorld;
let address: string;
let token: string;
let issue: WorkItemRow;
let epic: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp({ env: { CAIRN_BASE_URL: '' } });
  w = await activityWorld(t.db.db);
  issue = await w.f.issue(w.project, { title: 'Talk', author: w.users.alice });
  epic = await w.f.epic(w.group, { title: 'Plan', author: w.users.alice });
  token = await w.f.token(w.users.alice);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('notes through GitLab clients', () => {
  it('works with @gitbeaker/rest', async () => {
    const api = new Gitlab({ host: address, token });
    const note = await api.IssueNotes.create(w.project.id, issue.iid, 'From gitbeaker');
    expect(note.body).toBe('From gitbeaker');
    const edited = await api.IssueNotes.edit(w.project.id, issue.iid, note.id, {
      body: 'Edited by gitbeaker',
    });
    expect(edited.body).toBe('Edited by gitbeaker');
    const thread = await api.IssueDiscussions.create(w.project.id, issue.iid, 'Thread');
    await api.IssueDiscussions.addNote(w.project.id, issue.iid, thread.id, 'Reply');
    const threads = await api.IssueDiscussions.all(w.project.id, issue.iid);
    expect(threads.find((d) => d.id === thread.id)?.notes?.map((n) => n.body)).toEqual([
      'Thread',
      'Reply',
    ]);
    const epicNote = await api.EpicNotes.create(w.group.id, epic.id, 'Epic words');
    expect((await api.EpicNotes.show(w.group.id, epic.id, epicNote.id)).body).toBe('Epic words');
    await api.IssueNotes.remove(w.project.id, issue.iid, note.id);
    const left = await api.IssueNotes.all(w.project.id, issue.iid);
    expect(left.map((n) => n.body)).not.toContain('Edited by gitbeaker');
  });

  it('works with python-gitlab', async () => {
    const args = [SCRIPT, address, token, w.project.id, issue.iid, w.group.id, epic.iid].map(
      String,
    );
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(PYTHON, args, { timeout: 50_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
      ),
    );
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual([
      'issue notes',
      'issue discussions',
      'epic notes',
      '',
    ]);
  });
});
