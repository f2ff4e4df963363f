import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { resourceStateEvents } from '@cairn/db';
import { descriptionVersions, notes, systemNoteMetadata, type Database } from '@cairn/db';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { EVENT_TABLES } from './event-tables.ts';
import { activityWorld, record, type ActivityWorld } from './test-world.ts';

let t: TestDatabase;
let db: Database;
let w: ActivityWorld;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  w = await activityWorld(db);
});
afterAll(() => t.destroy());

/** The item's system notes: body, action, author, time and what they reference. */
async function notesOf(item: WorkItemRow) {
  return db
    .select({
      body: notes.body,
      system: notes.system,
      action: systemNoteMetadata.action,
      authorId: notes.authorId,
      at: notes.createdAt,
      item: systemNoteMetadata.referencedWorkItemId,
      namespaces: systemNoteMetadata.referencedNamespaceIds,
    })
    .from(notes)
    .innerJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
    .where(eq(notes.workItemId, item.id))
    .orderBy(asc(notes.id));
}

async function freshIssue() {
  return w.f.issue(w.project, { title: 'Fix login', author: w.users.alice });
}

describe('recordActivity', () => {
  it('writes each change as GitLab system notes by the actor at the entry time', async () => {
    const issue = await freshIssue();
    const at = new Date('2026-11-20T08:30:00Z');
    await record(
      db,
      issue,
      w.users.bob,
      [
        { kind: 'title', from: 'Fix login', to: 'Fix the login' },
        { kind: 'state', to: 'closed' },
        { kind: 'confidential', to: true },
        { kind: 'lock', to: true },
        { kind: 'weight', from: null, to: 3 },
        { kind: 'health', from: null, to: 'at_risk' },
        { kind: 'date', field: 'dueDate', from: null, to: '2026-12-24' },
        { kind: 'type', from: 'issue', to: 'incident' },
      ],
      at,
    );
    const rows = await notesOf(issue);
    expect(rows.map((n) => [n.body, n.action])).toEqual([
      ['changed title from **Fix login** to **Fix {+the +}login**', 'title'],
      ['closed', 'closed'],
      ['made the issue confidential', 'confidential'],
      ['locked the discussion in this issue', 'locked'],
      ['changed weight to **3**', 'weight'],
      ['changed health status to **at risk**', 'health_status'],
      ['changed due date to December 24, 2026', 'start_date_or_due_date'],
      ['changed type from issue to incident', 'issue_type'],
    ]);
    expect(new Set(rows.map((n) => `${n.system} ${n.authorId} ${n.at.toISOString()}`))).toEqual(
      new Set([`true ${w.users.bob.id} 2026-11-20T08:30:00.000Z`]),
    );
  });

  it('records nothing for a creation, and nothing at all for no changes', async () => {
    const issue = await freshIssue();
    await record(db, issue, w.users.alice, [{ kind: 'created' }]);
    await record(db, issue, w.users.alice, []);
    expect(await notesOf(issue)).toEqual([]);
  });

  it('resolves label titles, usernames and milestone titles, and writes their events', async () => {
    const issue = await freshIssue();
    const { bug, ux } = w.labels;
    await record(db, issue, w.users.alice, [
      { kind: 'labels', added: [ux.id, bug.id], removed: [] },
      { kind: 'assignees', added: [w.users.carol.id, w.users.bob.id], removed: [] },
      { kind: 'milestone', from: null, to: w.milestone.id },
      { kind: 'iteration', from: null, to: w.iteration.id },
    ]);
    await record(db, issue, w.users.bob, [
      { kind: 'labels', added: [], removed: [bug.id] },
      { kind: 'assignees', added: [], removed: [w.users.bob.id] },
      { kind: 'milestone', from: w.milestone.id, to: null },
      { kind: 'iteration', from: w.iteration.id, to: null },
      { kind: 'weight', from: 3, to: null },
      { kind: 'state', to: 'reopened' },
    ]);
    const rows = await notesOf(issue);
    expect(rows.map((n) => [n.body, n.action, n.namespaces])).toEqual([
      ['added ~"bug" ~"ux" labels', 'label', [w.group.id, w.project.id].sort((a, b) => a - b)],
      ['assigned to @bob and @carol', 'assignee', []],
      ['changed milestone to %"v1"', 'milestone', [w.group.id]],
      [`changed iteration to *iteration:${w.iteration.id}`, 'iteration', [w.group.id]],
      ['removed ~"bug" label', 'label', [w.group.id]],
      ['unassigned @bob', 'assignee', []],
      ['removed milestone %"v1"', 'milestone', [w.group.id]],
      [`removed iteration *iteration:${w.iteration.id}`, 'iteration', [w.group.id]],
      ['removed the weight', 'weight', []],
      ['reopened', 'opened', []],
    ]);
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ id: _id, createdAt: _at, workItemId: _w, ...rest }) => rest);
    const events = (kind: keyof typeof EVENT_TABLES) => {
      // One row type for all five tables: the assertions compare plain objects.
      const table = EVENT_TABLES[kind] as typeof resourceStateEvents;
      return db.select().from(table).where(eq(table.workItemId, issue.id)).orderBy(asc(table.id));
    };
    expect(strip(await events('label'))).toEqual([
      { userId: w.users.alice.id, labelId: ux.id, action: 'add' },
      { userId: w.users.alice.id, labelId: bug.id, action: 'add' },
      { userId: w.users.bob.id, labelId: bug.id, action: 'remove' },
    ]);
    expect(strip(await events('milestone'))).toEqual([
      { userId: w.users.alice.id, milestoneId: w.milestone.id, action: 'add' },
      { userId: w.users.bob.id, milestoneId: w.milestone.id, action: 'remove' },
    ]);
    expect(strip(await events('iteration'))).toEqual([
      { userId: w.users.alice.id, iterationId: w.iteration.id, action: 'add' },
      { userId: w.users.bob.id, iterationId: w.iteration.id, action: 'remove' },
    ]);
    expect(strip(await events('weight'))).toEqual([
      { userId: w.users.bob.id, weight: null, previousWeight: 3 },
    ]);
    expect(strip(await events('state'))).toEqual([{ userId: w.users.bob.id, state: 'reopened' }]);
  });

  it('keeps every description text, the first one too, and links the note to its version', async () => {
    const issue = await freshIssue();
    await record(db, issue, w.users.alice, [{ kind: 'description', from: 'one', to: 'two' }]);
    await record(db, issue, w.users.bob, [{ kind: 'description', from: 'two', to: 'three' }]);
    const versions = await db
      .select({ id: descriptionVersions.id, description: descriptionVersions.description })
      .from(descriptionVersions)
      .where(eq(descriptionVersions.workItemId, issue.id))
      .orderBy(asc(descriptionVersions.id));
    expect(versions.map((v) => v.description)).toEqual(['one', 'two', 'three']);
    const linked = await db
      .select({ body: notes.body, version: systemNoteMetadata.descriptionVersionId })
      .from(notes)
      .innerJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
      .where(eq(notes.workItemId, issue.id))
      .orderBy(asc(notes.id));
    expect(linked).toEqual([
      { body: 'changed the description', version: versions[1]!.id },
      { body: 'changed the description', version: versions[2]!.id },
    ]);
  });

  it('writes hierarchy and link notes naming the other item', async () => {
    const issue = await freshIssue();
    const { epic, sibling, secretEpic } = w.items;
    await record(db, issue, w.users.alice, [
      { kind: 'parent', from: null, to: epic.id },
      { kind: 'parent', from: epic.id, to: secretEpic.id },
      { kind: 'link', action: 'added', linkType: 'blocks', otherId: sibling.id },
      { kind: 'link', action: 'added', linkType: 'relates_to', otherId: sibling.id },
      { kind: 'link', action: 'added', linkType: 'is_blocked_by', otherId: sibling.id },
      { kind: 'link', action: 'removed', linkType: 'relates_to', otherId: sibling.id },
    ]);
    await record(db, epic, w.users.alice, [
      { kind: 'child', action: 'added', childId: issue.id },
      { kind: 'child', action: 'removed', childId: issue.id },
      { kind: 'color', from: '#1068bf', to: '#c91c00' },
      { kind: 'date', field: 'startDate', from: null, to: '2027-01-04', fixed: true },
      { kind: 'date', field: 'dueDate', from: '2027-03-01', to: null, fixed: false },
    ]);
    expect((await notesOf(issue)).map((n) => [n.body, n.action, n.item])).toEqual([
      ['added acme&1 as parent epic', 'relate_to_parent', epic.id],
      ['removed parent epic acme&1', 'unrelate_from_parent', epic.id],
      ['added secret&1 as parent epic', 'relate_to_parent', secretEpic.id],
      [`marked this issue as blocking #${sibling.iid}`, 'relate', sibling.id],
      [`marked this issue as related to #${sibling.iid}`, 'relate', sibling.id],
      [`marked this issue as blocked by #${sibling.iid}`, 'relate', sibling.id],
      [`removed the relation with #${sibling.iid}`, 'unrelate', sibling.id],
    ]);
    expect((await notesOf(epic)).map((n) => [n.body, n.action])).toEqual([
      [`added acme/app#${issue.iid} as child issue`, 'relate_to_child'],
      [`removed child issue acme/app#${issue.iid}`, 'unrelate_from_child'],
      ['changed color from `#1068bf` to `#c91c00`', 'color'],
      [
        'changed start date to January 4, 2027 and removed due date March 1, 2027',
        'start_date_or_due_date',
      ],
    ]);
  });

  it('writes nothing when the write that records it is rolled back', async () => {
    const issue = await freshIssue();
    const refused = db.transaction(async (tx) => {
      const { recordActivity } = await import('./record.ts');
      await recordActivity(tx, {
        workItemId: issue.id,
        actorId: w.users.alice.id,
        at: new Date(),
        changes: [
          { kind: 'title', from: 'a', to: 'b' },
          { kind: 'labels', added: [w.labels.bug.id], removed: [] },
        ],
      });
      throw new Error('stale lock_version');
    });
    await expect(refused).rejects.toThrow('stale lock_version');
    expect(await notesOf(issue)).toEqual([]);
    const labelEvents = await db
      .select()
      .from(EVENT_TABLES.label)
      .where(eq(EVENT_TABLES.label.workItemId, issue.id));
    expect(labelEvents).toEqual([]);
  });
});
