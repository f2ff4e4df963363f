import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { milestones, namespaces, users, workItemParentLinks, workItems } from '../schema/index.ts';
import { createTestDatabase, statementCounter, type TestDatabase } from '../testing.ts';
import { recomputeEpicDates } from './epic-dates.ts';

type WorkItemInsert = typeof workItems.$inferInsert;

/** A tiny fixture builder: one group, one project in it, one author. */
class Fixture {
  private iid = 0;
  private milestoneIid = 0;
  constructor(
    readonly db: Database,
    readonly groupId: number,
    readonly projectId: number,
    readonly authorId: number,
  ) {}

  static async create(db: Database): Promise<Fixture> {
    const [user] = await db
      .insert(users)
      .values({ username: 'author', name: 'Author', email: 'author@example.com' })
      .returning({ id: users.id });
    const [group] = await db
      .insert(namespaces)
      .values({
        kind: 'group',
        name: 'G',
        path: 'g',
        fullPath: 'g',
        fullName: 'G',
        traversalIds: [],
      })
      .returning({ id: namespaces.id });
    const [project] = await db
      .insert(namespaces)
      .values({
        kind: 'project',
        parentId: group!.id,
        name: 'P',
        path: 'p',
        fullPath: 'g/p',
        fullName: 'G / P',
        traversalIds: [group!.id],
      })
      .returning({ id: namespaces.id });
    return new Fixture(db, group!.id, project!.id, user!.id);
  }

  async milestone(startDate: string | null, dueDate: string | null): Promise<number> {
    const iid = ++this.milestoneIid;
    const [row] = await this.db
      .insert(milestones)
      .values({ namespaceId: this.groupId, iid, title: `M${iid}`, startDate, dueDate })
      .returning({ id: milestones.id });
    return row!.id;
  }

  async epic(
    parentId: number | null,
    fixed: { start?: string | null; due?: string | null } = {},
  ): Promise<number> {
    return this.item(parentId, {
      type: 'epic',
      namespaceId: this.groupId,
      startDateIsFixed: fixed.start !== undefined,
      startDateFixed: fixed.start ?? null,
      dueDateIsFixed: fixed.due !== undefined,
      dueDateFixed: fixed.due ?? null,
    });
  }

  async issue(
    parentId: number | null,
    milestoneId: number | null,
    type: 'issue' | 'incident' | 'task' = 'issue',
  ): Promise<number> {
    return this.item(parentId, { type, namespaceId: this.projectId, milestoneId });
  }

  private async item(
    parentId: number | null,
    values: Omit<WorkItemInsert, 'iid' | 'title' | 'authorId'>,
  ): Promise<number> {
    const iid = ++this.iid;
    const [row] = await this.db
      .insert(workItems)
      .values({ ...values, iid, title: `Item ${iid}`, authorId: this.authorId })
      .returning({ id: workItems.id });
    if (parentId !== null) {
      await this.db
        .insert(workItemParentLinks)
        .values({ parentId, childId: row!.id, relativePosition: iid * 512 });
    }
    return row!.id;
  }

  async dates(id: number) {
    const [row] = await this.db
      .select({
        startDate: workItems.startDate,
        dueDate: workItems.dueDate,
        startInherited: workItems.startDateFromInherited,
        dueInherited: workItems.dueDateFromInherited,
        startMilestone: workItems.startDateSourcingMilestoneId,
        dueMilestone: workItems.dueDateSourcingMilestoneId,
        startEpic: workItems.startDateSourcingEpicId,
        dueEpic: workItems.dueDateSourcingEpicId,
      })
      .from(workItems)
      .where(eq(workItems.id, id));
    return row!;
  }
}

describe('recomputeEpicDates', () => {
  let handle: TestDatabase;
  let f: Fixture;
  const counter = statementCounter();

  beforeAll(async () => {
    handle = await createTestDatabase({ logger: counter.logger });
  });
  afterAll(async () => {
    await handle.destroy();
  });
  beforeEach(async () => {
    await handle.exec(
      'TRUNCATE work_item_parent_links, work_items, milestones, namespaces, users RESTART IDENTITY CASCADE',
    );
    f = await Fixture.create(handle.db);
  });

  it('inherits the earliest milestone start and latest milestone due of child issues', async () => {
    const early = await f.milestone('2025-01-01', '2025-01-31');
    const late = await f.milestone('2025-03-01', '2025-06-30');
    const undated = await f.milestone(null, null);
    const epic = await f.epic(null);
    await f.issue(epic, late);
    await f.issue(epic, early, 'incident');
    await f.issue(epic, undated, 'task');
    await f.issue(epic, null);
    await recomputeEpicDates(handle.db);
    expect(await f.dates(epic)).toEqual({
      startDate: '2025-01-01',
      dueDate: '2025-06-30',
      startInherited: '2025-01-01',
      dueInherited: '2025-06-30',
      startMilestone: early,
      dueMilestone: late,
      startEpic: null,
      dueEpic: null,
    });
  });

  it('takes child epics effective dates and prefers fixed dates for the effective value', async () => {
    const m = await f.milestone('2025-02-01', '2025-02-28');
    const parent = await f.epic(null, { start: '2024-12-01' });
    const fixedChild = await f.epic(parent, { start: '2025-01-10', due: '2025-09-30' });
    const inheritingChild = await f.epic(parent);
    await f.issue(inheritingChild, m);
    await f.epic(parent, { start: null, due: null }); // fixed but empty: contributes nothing
    await recomputeEpicDates(handle.db);
    expect(await f.dates(parent)).toEqual({
      startDate: '2024-12-01',
      dueDate: '2025-09-30',
      startInherited: '2025-01-10',
      dueInherited: '2025-09-30',
      startMilestone: null,
      dueMilestone: null,
      startEpic: fixedChild,
      dueEpic: fixedChild,
    });
    expect((await f.dates(inheritingChild)).startMilestone).toBe(m);
  });

  it('rolls a deep milestone up through 7 levels with one UPDATE per level', async () => {
    const m = await f.milestone('2026-04-01', '2026-04-14');
    const chain: number[] = [];
    for (let level = 0; level < 7; level++) chain.push(await f.epic(chain.at(-1) ?? null));
    await f.issue(chain.at(-1)!, m);
    counter.reset();
    await recomputeEpicDates(handle.db);
    expect(counter.statements.length).toBeLessThanOrEqual(8);
    for (const [i, id] of chain.entries()) {
      const d = await f.dates(id);
      expect(d.startDate).toBe('2026-04-01');
      expect(d.dueDate).toBe('2026-04-14');
      if (i < chain.length - 1) expect(d.startEpic).toBe(chain[i + 1]);
      else expect(d.startMilestone).toBe(m);
    }
  });

  it('costs a bounded number of statements for many epics', async () => {
    const m = await f.milestone('2025-05-01', '2025-05-31');
    const rows: WorkItemInsert[] = [];
    for (let i = 1; i <= 400; i++) {
      rows.push({
        type: 'epic',
        namespaceId: f.groupId,
        iid: 1000 + i,
        title: 'e',
        authorId: f.authorId,
      });
    }
    const epics = await handle.db.insert(workItems).values(rows).returning({ id: workItems.id });
    const issues = await handle.db
      .insert(workItems)
      .values(
        epics.map((_, i) => ({
          type: 'issue' as const,
          namespaceId: f.projectId,
          iid: 5000 + i,
          title: 'i',
          authorId: f.authorId,
          milestoneId: m,
        })),
      )
      .returning({ id: workItems.id });
    await handle.db
      .insert(workItemParentLinks)
      .values(epics.map((e, i) => ({ parentId: e.id, childId: issues[i]!.id })));
    counter.reset();
    await recomputeEpicDates(handle.db);
    expect(counter.statements.length).toBeLessThanOrEqual(2);
    const dated = await handle.db
      .select({ id: workItems.id })
      .from(workItems)
      .where(eq(workItems.startDate, '2025-05-01'));
    expect(dated).toHaveLength(400);
  });

  it('with epic ids, updates those epics and their ancestors only', async () => {
    const m1 = await f.milestone('2025-01-01', '2025-01-31');
    const m2 = await f.milestone('2024-06-01', '2025-12-31');
    const root = await f.epic(null);
    const mid = await f.epic(root);
    const leaf = await f.epic(mid);
    const sibling = await f.epic(root);
    const unrelated = await f.epic(null);
    const issue = await f.issue(leaf, m1);
    await f.issue(unrelated, m1);
    await recomputeEpicDates(handle.db);
    expect((await f.dates(root)).startDate).toBe('2025-01-01');

    await handle.db.update(workItems).set({ milestoneId: m2 }).where(eq(workItems.id, issue));
    // Scribble on epics that must not be touched, to prove they are left alone.
    await handle.db
      .update(workItems)
      .set({ startDate: '1999-01-01' })
      .where(inArray(workItems.id, [sibling, unrelated]));
    await recomputeEpicDates(handle.db, [leaf]);
    for (const id of [leaf, mid]) {
      const d = await f.dates(id);
      expect([d.startDate, d.dueDate]).toEqual(['2024-06-01', '2025-12-31']);
    }
    expect((await f.dates(sibling)).startDate).toBe('1999-01-01');
    expect((await f.dates(unrelated)).startDate).toBe('1999-01-01');
    // The root reads its children's effective dates, the scribbled sibling's included.
    expect(await f.dates(root)).toMatchObject({
      startDate: '1999-01-01',
      startEpic: sibling,
      dueDate: '2025-12-31',
      dueEpic: mid,
    });
  });

  it('clears inherited dates when the sources go away', async () => {
    const m = await f.milestone('2025-01-01', '2025-01-31');
    const epic = await f.epic(null, { due: '2025-03-01' });
    const issue = await f.issue(epic, m);
    await recomputeEpicDates(handle.db, [epic]);
    expect((await f.dates(epic)).startDate).toBe('2025-01-01');
    await handle.db.delete(workItemParentLinks).where(eq(workItemParentLinks.childId, issue));
    await recomputeEpicDates(handle.db, [epic]);
    expect(await f.dates(epic)).toMatchObject({
      startDate: null,
      dueDate: '2025-03-01',
      startInherited: null,
      dueInherited: null,
      startMilestone: null,
      dueMilestone: null,
    });
  });

  it('accepts an empty list and ids that are not epics', async () => {
    const issue = await f.issue(null, null);
    counter.reset();
    await recomputeEpicDates(handle.db, []);
    expect(counter.statements).toHaveLength(0);
    await recomputeEpicDates(handle.db, [issue, 999_999]);
  });
});
