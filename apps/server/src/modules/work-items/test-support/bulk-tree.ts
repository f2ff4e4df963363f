import { sql } from 'drizzle-orm';
import {
  awardEmoji,
  workItemLabels,
  workItemLinks,
  workItemParentLinks,
  workItems,
  type Database,
} from '@cairn/db';
import type { LabelRow, MilestoneRow, NamespaceRow, UserRow } from '#server/testing/fixtures.ts';
import { recomputeEpicDates } from '@cairn/db';

/**
 * `roots` chains of epics `depth` levels deep in `group` (each with an issue in `project` at the
 * bottom, in a milestone), with labels, blocking links and reactions, in a few bulk statements.
 */
export async function bulkTree(
  db: Database,
  opts: {
    group: NamespaceRow;
    project: NamespaceRow;
    author: UserRow;
    label: LabelRow;
    milestone: MilestoneRow;
    roots: number;
    depth: number;
  },
) {
  const { group, project, author } = opts;
  let iid = 0;
  const epic = (title: string, day: number) => ({
    type: 'epic' as const,
    namespaceId: group.id,
    iid: ++iid,
    title,
    authorId: author.id,
    startDateIsFixed: day % 3 !== 0,
    startDateFixed: `2026-01-${String((day % 28) + 1).padStart(2, '0')}`,
    startDate: day % 3 !== 0 ? `2026-01-${String((day % 28) + 1).padStart(2, '0')}` : null,
  });
  let level = await db
    .insert(workItems)
    .values(Array.from({ length: opts.roots }, (_, i) => epic(`Root ${i}`, i)))
    .returning();
  const roots = level;
  for (let d = 2; d <= opts.depth; d += 1) {
    const parents = level;
    level = await db
      .insert(workItems)
      .values(parents.map((p, i) => epic(`${p.title} / ${d}`, i + d)))
      .returning();
    await db
      .insert(workItemParentLinks)
      .values(
        level.map((c, i) => ({ parentId: parents[i]!.id, childId: c.id, relativePosition: 0 })),
      );
  }
  let issueIid = 0;
  const issues = await db
    .insert(workItems)
    .values(
      level.map((_, i) => ({
        type: 'issue' as const,
        namespaceId: project.id,
        iid: ++issueIid,
        title: `Issue ${i}`,
        authorId: author.id,
        weight: i % 5,
        healthStatus: 'on_track' as const,
        milestoneId: opts.milestone.id,
      })),
    )
    .returning();
  await db.insert(workItemParentLinks).values(
    issues.map((issue, i) => ({
      parentId: level[i]!.id,
      childId: issue.id,
      relativePosition: 0,
    })),
  );
  await db
    .insert(workItemLabels)
    .values(roots.map((r) => ({ workItemId: r.id, labelId: opts.label.id })));
  await db
    .insert(workItemLinks)
    .values(
      roots
        .slice(1)
        .map((r, i) => ({ sourceId: roots[i]!.id, targetId: r.id, linkType: 'blocks' as const })),
    );
  await db
    .insert(awardEmoji)
    .values(roots.map((r) => ({ workItemId: r.id, userId: author.id, name: 'thumbsup' })));
  await db.execute(sql`ANALYZE work_items`);
  await recomputeEpicDates(db);
  return roots;
}
