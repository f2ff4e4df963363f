import { iterationCadences, iterations, type Database } from '@cairn/db';
import {
  fixtures,
  type NamespaceRow,
  type UserRow,
  type WorkItemRow,
} from '#server/testing/fixtures.ts';
import type { ActivityChange } from './changes.ts';
import { recordActivity } from './record.ts';
import '../registry/registry.ts';
import { widgetNoteTexts } from '../core/widget-set.ts';

/** A cadence with one iteration ("Sprint 1", 2026-11-16..29) in the group. */
export async function sprint(db: Database, groupId: number) {
  const [cadence] = await db
    .insert(iterationCadences)
    .values({ groupId, title: 'Sprints' })
    .returning();
  const [iteration] = await db
    .insert(iterations)
    .values({
      cadenceId: cadence!.id,
      groupId,
      iid: 1,
      sequence: 1,
      title: 'Sprint 1',
      startDate: '2026-11-16',
      dueDate: '2026-11-29',
    })
    .returning();
  return iteration!;
}

/** Test data for the activity history: a public group and project, a private group, items. */
export async function activityWorld(db: Database) {
  const f = fixtures(db);
  const [alice, bob, carol, guest, outsider, admin] = await Promise.all([
    f.user({ username: 'alice' }),
    f.user({ username: 'bob' }),
    f.user({ username: 'carol' }),
    f.user({ username: 'gus' }),
    f.user({ username: 'olga' }),
    f.user({ username: 'root', isAdmin: true }),
  ]);
  const group = await f.group({ path: 'acme', visibility: 'public' });
  const project = await f.project({ path: 'app', group, visibility: 'public' });
  const secret = await f.group({ path: 'secret', visibility: 'private' });
  await f.member(group, alice, 'planner');
  await f.member(group, guest, 'guest');
  await f.member(secret, alice, 'owner');
  const [bug, ux, hidden] = await Promise.all([
    f.label(group, 'bug'),
    f.label(project, 'ux'),
    f.label(secret, 'classified'),
  ]);
  const milestone = await f.milestone(group, { title: 'v1' });
  const iteration = await sprint(db, group.id);
  const epic = await f.epic(group, { title: 'Roadmap', author: alice });
  const issue = await f.issue(project, { title: 'Fix login', author: alice });
  const sibling = await f.issue(project, { title: 'Other', author: alice });
  const confidentialChild = await f.issue(project, {
    title: 'Hush',
    author: alice,
    confidential: true,
  });
  const secretEpic = await f.epic(secret, { title: 'Skunkworks', author: alice });
  return {
    f,
    users: { alice, bob, carol, guest, outsider, admin },
    group,
    project,
    secret,
    labels: { bug, ux, hidden },
    milestone,
    iteration,
    items: { epic, issue, sibling, confidentialChild, secretEpic },
  };
}

export type ActivityWorld = Awaited<ReturnType<typeof activityWorld>>;

/** Records changes on an item as the pipeline would: one call in its own transaction. */
export function record(
  db: Database,
  item: WorkItemRow,
  actor: UserRow,
  changes: ActivityChange[],
  at = new Date('2026-11-21T10:00:00Z'),
) {
  return db.transaction((tx) =>
    recordActivity(
      tx,
      { workItemId: item.id, actorId: actor.id, at, changes },
      // The registered note texts, which the pipeline's recorder writes with (core/widget-set.ts).
      widgetNoteTexts(),
    ),
  );
}

export type { NamespaceRow };
