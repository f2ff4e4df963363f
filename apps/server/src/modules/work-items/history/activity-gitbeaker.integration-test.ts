import { describe, expect, it } from 'vitest';
import { useGitbeaker } from '../test-support/gitbeaker.ts';
import { activityWorld, record } from '../activity/test-world.ts';

// A published GitLab client, used unmodified, reads the history over real HTTP.
const s = useGitbeaker(async (t) => {
  const w = await activityWorld(t.db.db);
  const issue = await w.f.issue(w.project, { title: 'Read me', author: w.users.alice });
  const epic = await w.f.epic(w.group, { title: 'Read me too', author: w.users.alice });
  await record(t.db.db, issue, w.users.alice, [
    { kind: 'labels', added: [w.labels.bug.id], removed: [] },
    { kind: 'assignees', added: [w.users.bob.id], removed: [] },
  ]);
  await record(t.db.db, epic, w.users.alice, [
    { kind: 'labels', added: [w.labels.bug.id], removed: [] },
  ]);
  return { w, issue, epic, token: await w.f.token(w.users.alice) };
});

describe('activity history through @gitbeaker/rest', () => {
  it('reads issue notes and label events', async () => {
    const { api, w, issue } = s;
    const notes = await api.IssueNotes.all(w.project.id, issue.iid, { sort: 'asc' });
    expect(notes.map((n) => [n.body, n.system, n.noteable_type, n.author.username])).toEqual([
      ['added ~"bug" label', true, 'Issue', 'alice'],
      ['assigned to @bob', true, 'Issue', 'alice'],
    ]);
    const note = await api.IssueNotes.show(w.project.id, issue.iid, notes[1]!.id);
    expect(note.body).toBe('assigned to @bob');
    const events = await api.IssueLabelEvents.all(w.project.id, issue.iid);
    expect(events.map((e) => [e.action, e.label.name, e.resource_type])).toEqual([
      ['add', 'bug', 'Issue'],
    ]);
    const event = await api.IssueLabelEvents.show(w.project.id, issue.iid, events[0]!.id);
    expect(event.label.name).toBe('bug');
  });

  it('reads epic notes and label events by the epic id, page by page', async () => {
    const { api, w, epic } = s;
    const notes = await api.EpicNotes.all(w.group.id, epic.id, { perPage: 1, maxPages: 5 });
    expect(notes.map((n) => [n.body, n.noteable_id])).toEqual([['added ~"bug" label', epic.id]]);
    const events = await api.EpicLabelEvents.all(w.group.id, epic.id);
    expect(events.map((e) => [e.action, e.label.name, e.resource_id])).toEqual([
      ['add', 'bug', epic.id],
    ]);
  });
});
