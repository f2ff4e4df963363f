import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, type ActivityWorld } from '../work-items/activity/test-world.ts';
import { insertNote, newDiscussionId } from './notes.repository.ts';

// discussions(first, after): an item with more than 100 threads pages through all of them, in
// order, with the page the web asks for (default size, a cursor, the notes inside each thread).
let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
let token = '';
let iid = 0;
const THREADS = 105;

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  token = await w.f.token(w.users.alice);
  const issue = await w.f.issue(w.project, { title: 'Busy', author: w.users.alice });
  iid = issue.iid;
  const start = Date.UTC(2026, 10, 1);
  for (let i = 0; i < THREADS; i++) {
    await insertNote(t.db.db, {
      workItemId: issue.id,
      authorId: w.users.alice.id,
      body: `Thread ${i + 1}`,
      internal: false,
      discussionId: newDiscussionId(),
      type: i % 2 ? 'DiscussionNote' : null,
      at: new Date(start + i * 60_000),
    });
  }
});
afterAll(() => t.close());

const PAGE = `query($iid: String!, $after: String, $first: Int) {
  project(fullPath: "acme/app") { issue(iid: $iid) {
    discussions(after: $after, first: $first) {
      pageInfo { hasNextPage endCursor }
      nodes { id notes { nodes { body bodyHtml author { username } awardEmoji { nodes { name } } } } }
    }
  } }
}`;

interface Page {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: { notes: { nodes: { body: string }[] } }[];
}

async function page(after: string | null, first?: number): Promise<Page> {
  const res = await api.gql(PAGE, { iid: String(iid), after, first }, token);
  expect(res.errors).toBeUndefined();
  return at<Page>(res.data, 'project.issue.discussions');
}
const bodies = (p: Page) => p.nodes.map((d) => d.notes.nodes[0]!.body);

describe('discussions paging', () => {
  it('serves 100 threads, then the rest after the cursor', async () => {
    const first = await page(null);
    expect(first.nodes).toHaveLength(100);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(bodies(first)[0]).toBe('Thread 1');
    expect(bodies(first)[99]).toBe('Thread 100');
    const rest = await page(first.pageInfo.endCursor);
    expect(bodies(rest)).toEqual([
      'Thread 101',
      'Thread 102',
      'Thread 103',
      'Thread 104',
      'Thread 105',
    ]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('pages with an explicit first too, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const p = await page(after, 40);
      seen.push(...bodies(p));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(seen).toEqual(Array.from({ length: THREADS }, (_, i) => `Thread ${i + 1}`));
  });
});
