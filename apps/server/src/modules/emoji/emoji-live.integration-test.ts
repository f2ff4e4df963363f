import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import type { SseSubscription } from '#server/realtime/sse-test-client.ts';
import { added, useMatrixWorld } from '../work-items/history/matrix-world.ts';

/**
 * An award on a work item goes through the write pipeline. A second client subscribed
 * to `workItemUpdated` hears one event with the new votes; the item's history (notes, resource
 * events) and its `lock_version` stay as they were, as GitLab records nothing for an award. An
 * award that changes nothing (already awarded, nothing to remove) publishes nothing.
 */

const m = useMatrixWorld();
const { s } = m;

const gid = (type: string, item: WorkItemRow) => `gid://gitlab/${type}/${item.id}`;
const award = (action: 'Add' | 'Remove' | 'Toggle', awardable: string, name: string) =>
  s.api.gql(
    `mutation($id: AwardableID!, $name: String!) {
      awardEmoji${action}(input: { awardableId: $id, name: $name }) { errors }
    }`,
    { id: awardable, name },
    m.planner().token,
  );
const restBase = (item: WorkItemRow) =>
  item.type === 'epic'
    ? `/api/v4/groups/acme/epics/${item.iid}/award_emoji`
    : `/api/v4/projects/acme%2Fweb/issues/${item.iid}/award_emoji`;

const lockVersion = async (item: WorkItemRow) =>
  (await s.t.db.db.select().from(workItems).where(eq(workItems.id, item.id)))[0]!.lockVersion;

/** Watches the item's votes, runs `writes` and checks nothing was recorded or bumped. */
async function withoutHistory(item: WorkItemRow, writes: (sub: SseSubscription) => Promise<void>) {
  const sub = await m.watch(item, s.w.people.reporter.token, 'id upvotes downvotes');
  const before = await m.history(item);
  const version = await lockVersion(item);
  await writes(sub);
  expect(await sub.quietFor(150)).toBe('quiet');
  expect(added(before, await m.history(item))).toEqual({ notes: [], events: {} });
  expect(await lockVersion(item)).toBe(version);
}

const votes = (item: WorkItemRow, upvotes: number, downvotes: number) => ({
  data: { workItemUpdated: { id: `gid://cairn/WorkItem/${item.id}`, upvotes, downvotes } },
});

describe('award emoji on work items, live', () => {
  it('GraphQL add, toggle and remove on an issue: one event each, no history', async () => {
    const issue = await m.freshIssue();
    await withoutHistory(issue, async (sub) => {
      expect((await award('Add', gid('Issue', issue), 'thumbsup')).data).toEqual({
        awardEmojiAdd: { errors: [] },
      });
      expect(await sub.next()).toEqual(votes(issue, 1, 0));
      expect((await award('Toggle', gid('WorkItem', issue), 'thumbsdown')).data).toEqual({
        awardEmojiToggle: { errors: [] },
      });
      expect(await sub.next()).toEqual(votes(issue, 1, 1));
      expect((await award('Remove', gid('Issue', issue), 'thumbsup')).data).toEqual({
        awardEmojiRemove: { errors: [] },
      });
      expect(await sub.next()).toEqual(votes(issue, 0, 1));
    });
  });

  it('REST award and delete on an epic: one event each, no history', async () => {
    const epic = await m.freshEpic();
    const token = m.planner().token;
    await withoutHistory(epic, async (sub) => {
      const res = await s.api.rest('POST', restBase(epic), { token, body: { name: '+1' } });
      expect(res.statusCode).toBe(201);
      expect(await sub.next()).toEqual(votes(epic, 1, 0));
      const id = (res.json() as { id: number }).id;
      const gone = await s.api.rest('DELETE', `${restBase(epic)}/${id}`, { token });
      expect(gone.statusCode).toBe(204);
      expect(await sub.next()).toEqual(votes(epic, 0, 0));
    });
  });

  it('an award that changes nothing publishes nothing', async () => {
    const issue = await m.freshIssue();
    const token = m.planner().token;
    // The first award's own event is heard before the watch below starts: PostgreSQL delivers
    // it after the answer, and a watch opened in between would count it.
    const first = await m.watch(issue, s.w.people.reporter.token, 'id upvotes downvotes');
    expect((await award('Add', gid('Issue', issue), 'rocket')).data).toEqual({
      awardEmojiAdd: { errors: [] },
    });
    expect(await first.next()).toEqual(votes(issue, 0, 0));
    first.abort();
    await withoutHistory(issue, async () => {
      expect((await award('Add', gid('Issue', issue), 'rocket')).data).toEqual({
        awardEmojiAdd: { errors: ['User has already been taken'] },
      });
      expect((await award('Remove', gid('Issue', issue), 'eyes')).data).toEqual({
        awardEmojiRemove: {
          errors: ['User has not awarded emoji of type eyes on the awardable'],
        },
      });
      const bad = await s.api.rest('POST', restBase(issue), { token, body: { name: 'blurple' } });
      expect(bad.statusCode).toBe(400);
    });
  });
});
