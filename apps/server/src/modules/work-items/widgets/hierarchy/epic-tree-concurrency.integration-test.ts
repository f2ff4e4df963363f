import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workItemParentLinks } from '@cairn/db';
import { at } from '#server/testing/api-client.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { worldHelpers } from '#server/modules/work-items/test-support/helpers.ts';

const s = useEpicWorld();
const { mutation } = worldHelpers(s);

const gidOf = (row: { id: number; type: string }) =>
  `gid://gitlab/${row.type === 'epic' ? 'Epic' : 'Issue'}/${row.id}`;

/** The parent's links straight from the table: what the tree order is built from. */
const linksOf = (parentId: number) =>
  s.t.db.db.select().from(workItemParentLinks).where(eq(workItemParentLinks.parentId, parentId));

async function treeTitles(iid: number) {
  const query = `{ group(fullPath: "acme") { epic(iid: "${iid}") {
    children(first: 100) { nodes { title } } issues(first: 100) { nodes { title } } } } }`;
  const epic = at<{
    children: { nodes: { title: string }[] };
    issues: { nodes: { title: string }[] };
  }>(dataOf(await s.api.gql(query, {}, s.w.people.owner.token)), 'group.epic');
  return [...epic.children.nodes, ...epic.issues.nodes].map((n) => n.title);
}

describe('epicTreeReorder under concurrency', () => {
  it('parallel reorders by two users and moves into the parent keep one total order', async () => {
    const f = s.w.f;
    const { acme } = s.w.groups;
    // Moves between parents stay inside one tree: both parents sit under one root.
    const root = await f.epic(acme, { title: 'Concurrency root' });
    const parent = await f.epic(acme, { title: 'Busy parent', parent: root });
    const elsewhere = await f.epic(acme, { title: 'Elsewhere', parent: root });
    const children: WorkItemRow[] = [];
    for (let i = 0; i < 4; i++) {
      children.push(await f.epic(acme, { title: `Child epic ${i}`, parent }));
      children.push(await f.issue(s.w.projects.web, { title: `Child issue ${i}`, epic: parent }));
    }
    const incoming: WorkItemRow[] = [];
    for (let i = 0; i < 4; i++) {
      incoming.push(await f.epic(acme, { title: `Incoming ${i}`, parent: elsewhere }));
    }
    const base = gidOf(root);
    const tokens = [s.w.people.owner.token, s.w.people.planner.token];
    // 20 reorders inside the parent (alternating users, both directions) plus 4 moves into it,
    // all sent at once.
    const reorders = Array.from({ length: 20 }, (_, i) => {
      const moved = children[(i * 3) % children.length]!;
      const adjacent = children[(i * 5 + 1) % children.length]!;
      const pick = adjacent.id === moved.id ? children[(i + 2) % children.length]! : adjacent;
      return mutation(
        'epicTreeReorder',
        {
          baseEpicId: base,
          moved: {
            id: gidOf(moved),
            adjacentReferenceId: gidOf(pick),
            relativePosition: i % 2 ? 'before' : 'after',
          },
        },
        '',
        tokens[i % 2],
      );
    });
    const moves = incoming.map((item, i) =>
      mutation(
        'epicTreeReorder',
        {
          baseEpicId: base,
          moved: {
            id: gidOf(item),
            adjacentReferenceId: gidOf(children[i * 2]!),
            relativePosition: 'before',
            newParentId: gidOf(parent),
          },
        },
        '',
        tokens[i % 2],
      ),
    );
    const answers = await Promise.all([...reorders, ...moves]);
    expect(answers.map((a) => a.res.errors ?? a.payload.errors)).toEqual(answers.map(() => []));

    const links = await linksOf(parent.id);
    const expected = [...children, ...incoming].map((c) => c.id).sort((a, b) => a - b);
    expect(links.map((l) => l.childId).sort((a, b) => a - b)).toEqual(expected);
    const positions = links.map((l) => l.relativePosition);
    expect(positions.every((p) => p !== null)).toBe(true);
    expect(new Set(positions).size).toBe(links.length);
    expect(await linksOf(elsewhere.id)).toEqual([]);

    // The API shows every child exactly once (epics and issues each in position order).
    const titles = await treeTitles(parent.iid);
    expect([...titles].sort()).toEqual(
      [...children, ...incoming].map((c) => c.title).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('issues added to one epic in parallel each get their own position', async () => {
    const f = s.w.f;
    const parent = await f.epic(s.w.groups.acme, { title: 'Append target' });
    const issues: WorkItemRow[] = [];
    for (let i = 0; i < 12; i++) {
      issues.push(await f.issue(s.w.projects.web, { title: `Appended ${i}` }));
    }
    const answers = await Promise.all(
      issues.map((issue, i) =>
        mutation(
          'epicAddIssue',
          {
            groupPath: 'acme',
            iid: String(parent.iid),
            projectPath: 'acme/web',
            issueIid: String(issue.iid),
          },
          '',
          [s.w.people.owner.token, s.w.people.planner.token][i % 2],
        ),
      ),
    );
    expect(answers.map((a) => a.res.errors ?? a.payload.errors)).toEqual(answers.map(() => []));
    const positions = (await linksOf(parent.id)).map((l) => l.relativePosition);
    expect(positions).toHaveLength(issues.length);
    expect(new Set(positions).size).toBe(issues.length);
  });
});
