// What the scenarios point at, looked up in the seeded database: the busiest top-level group,
// its most used epic label, its most prolific epic author, the epic with the most child epics.
import { getTimeframe, timeframeToApiRange } from '@cairn/timeline';
import pg from 'pg';
import { findDeepTree, type DeepTreeFixture } from './deep-tree.ts';
import type { Timeframe } from './sql-baseline.ts';

export interface Fixtures {
  group: { id: number; fullPath: string; epics: number };
  label: { title: string; epics: number } | null;
  author: { username: string; epics: number } | null;
  parent: { id: number; iid: number; groupPath: string; children: number } | null;
  /** The group's issue with the most labels, assignees and comments (the issue page's worst). */
  issue: { id: number; iid: number; projectPath: string } | null;
  /** The bench's 7-level epic tree (lib/deep-tree.ts); null on a database seeded without it. */
  deepTree: DeepTreeFixture | null;
  /** The benchmark user (root): the SQL twins check its rights. */
  viewerId: number;
  timeframe: Timeframe;
}

/** The roadmap's widest range (THREE_YEARS, by quarter) around `today`. */
export function roadmapTimeframe(today: string): Timeframe {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const items = getTimeframe({
    rangeType: 'THREE_YEARS',
    presetType: 'QUARTERS',
    today: new Date(y, m - 1, d),
    firstDayOfWeek: 0,
  });
  return timeframeToApiRange(items, 'QUARTERS');
}

export async function findFixtures(url: string, today: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows[0];
    const group = await one<{ id: number; full_path: string; epics: string }>(`
      SELECT top.id, top.full_path, count(w.id) AS epics
      FROM namespaces top
      JOIN namespaces n ON n.traversal_ids[1] = top.id
      LEFT JOIN work_items w ON w.namespace_id = n.id AND w.type = 'epic'
      WHERE top.parent_id IS NULL AND top.kind = 'group'
      GROUP BY top.id, top.full_path
      ORDER BY epics DESC, top.id LIMIT 1`);
    if (!group) throw new Error('the seeded database has no top-level group');
    const tree = `w.type = 'epic' AND w.namespace_id IN (SELECT id FROM namespaces WHERE traversal_ids[1] = $1)`;
    const label = await one<{ title: string; epics: string }>(
      `SELECT l.title, count(DISTINCT w.id) AS epics
       FROM work_item_labels wl JOIN labels l ON l.id = wl.label_id JOIN work_items w ON w.id = wl.work_item_id
       WHERE ${tree} GROUP BY l.title ORDER BY epics DESC, l.title LIMIT 1`,
      [group.id],
    );
    const author = await one<{ username: string; epics: string }>(
      `SELECT u.username, count(*) AS epics FROM work_items w JOIN users u ON u.id = w.author_id
       WHERE ${tree} GROUP BY u.username ORDER BY epics DESC, u.username LIMIT 1`,
      [group.id],
    );
    const parent = await one<{ id: number; iid: number; full_path: string; children: string }>(
      `SELECT w.id, w.iid, n.full_path, count(*) AS children
       FROM work_item_parent_links pl
       JOIN work_items c ON c.id = pl.child_id AND c.type = 'epic'
       JOIN work_items w ON w.id = pl.parent_id
       JOIN namespaces n ON n.id = w.namespace_id
       WHERE ${tree} GROUP BY w.id, w.iid, n.full_path ORDER BY children DESC, w.id LIMIT 1`,
      [group.id],
    );
    const issue = await one<{ id: number; iid: number; full_path: string }>(
      `SELECT w.id, w.iid, n.full_path FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
       WHERE w.type = 'issue' AND n.kind = 'project' AND n.traversal_ids[1] = $1
       ORDER BY (SELECT count(*) FROM work_item_labels x WHERE x.work_item_id = w.id)
              + (SELECT count(*) FROM work_item_assignees x WHERE x.work_item_id = w.id)
              + (SELECT count(*) FROM notes x WHERE x.work_item_id = w.id) DESC, w.id
       LIMIT 1`,
      [group.id],
    );
    const viewer = await one<{ id: number }>(`SELECT id FROM users WHERE username = 'root'`);
    const deepTree = await findDeepTree(client);
    return {
      deepTree,
      issue: issue ? { id: issue.id, iid: issue.iid, projectPath: issue.full_path } : null,
      viewerId: viewer?.id ?? 0,
      group: { id: group.id, fullPath: group.full_path, epics: Number(group.epics) },
      label: label ? { title: label.title, epics: Number(label.epics) } : null,
      author: author ? { username: author.username, epics: Number(author.epics) } : null,
      parent: parent
        ? {
            id: parent.id,
            iid: parent.iid,
            groupPath: parent.full_path,
            children: Number(parent.children),
          }
        : null,
      timeframe: roadmapTimeframe(today),
    };
  } finally {
    await client.end();
  }
}
