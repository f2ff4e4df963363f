import { afterEach, beforeAll, expect } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { sseSubscribe, type SseSubscription } from '#server/realtime/sse-test-client.ts';
import { useEpicWorld } from '../test-support/harness.ts';
import { sprint } from '../activity/test-world.ts';

/**
 * Test support for the activity × path matrix and the refusal tests: the epic world served on a
 * real port (for SSE), an iteration, fresh items per row, and the history of an item read back
 * through the REST reads exactly as a GitLab client would.
 */

export type EventKind = 'label' | 'milestone' | 'state' | 'iteration' | 'weight';
const ISSUE_EVENTS: EventKind[] = ['label', 'milestone', 'state', 'iteration', 'weight'];
/** GitLab documents only label and state resource events for epics. */
const EPIC_EVENTS: EventKind[] = ['label', 'state'];

export interface History {
  notes: { body: string; author: string; system: boolean }[];
  events: Partial<Record<EventKind, number>>;
}

const updated = (fields: string) =>
  `subscription($workItemId: WorkItemID!) { workItemUpdated(workItemId: $workItemId) { ${fields} } }`;

export function useMatrixWorld() {
  const s = useEpicWorld();
  const state = { base: '', iterationId: 0, counter: 0 };
  const open: SseSubscription[] = [];

  beforeAll(async () => {
    state.base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.iterationId = (await sprint(s.t.db.db, s.w.groups.acme.id)).id;
  });
  afterEach(async () => {
    for (const sub of open.splice(0)) sub.abort();
    for (let i = 0; i < 100 && s.t.app.realtime.listenerCount() > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  const planner = () => s.w.people.planner;

  /** A fresh issue in acme/web (or epic in acme) per row, so rows never see each other. */
  const freshIssue = (opts: Parameters<typeof s.w.f.issue>[1] = {}) =>
    s.w.f.issue(s.w.projects.web, { title: `Row ${++state.counter}`, ...opts });
  const freshEpic = (opts: Parameters<typeof s.w.f.epic>[1] = {}) =>
    s.w.f.epic(s.w.groups.acme, { title: `Row ${++state.counter}`, ...opts });

  /** The REST base of an item's history: issues by project + iid, epics by group + global id. */
  const historyPath = (item: WorkItemRow) =>
    item.type === 'epic'
      ? `/api/v4/groups/${item.namespaceId}/epics/${item.id}`
      : `/api/v4/projects/${item.namespaceId}/issues/${item.iid}`;

  /** The item's notes (oldest first) and resource event counts, read as the owner. */
  async function history(item: WorkItemRow): Promise<History> {
    const token = s.w.people.owner.token;
    const base = historyPath(item);
    const res = await s.api.rest('GET', `${base}/notes?sort=asc&per_page=100`, { token });
    expect(res.statusCode).toBe(200);
    const notes = res
      .json<{ body: string; system: boolean; author: { username: string } }[]>()
      .map((n) => ({ body: n.body, author: n.author.username, system: n.system }));
    const events: History['events'] = {};
    for (const kind of item.type === 'epic' ? EPIC_EVENTS : ISSUE_EVENTS) {
      const ev = await s.api.rest('GET', `${base}/resource_${kind}_events?per_page=1`, { token });
      expect(ev.statusCode).toBe(200);
      events[kind] = Number(ev.headers['x-total']);
    }
    return { notes, events };
  }

  /** A second client's `workItemUpdated` stream for the item (`fields` of each event). */
  async function watch(item: WorkItemRow, token = s.w.people.reporter.token, fields = 'id') {
    const sub = await sseSubscribe(
      state.base,
      updated(fields),
      { workItemId: `gid://gitlab/WorkItem/${item.id}` },
      token,
    );
    open.push(sub);
    for (let i = 0; i < 100 && s.t.app.realtime.listenerCount(item.id) === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(s.t.app.realtime.listenerCount(item.id)).toBeGreaterThan(0);
    return sub;
  }

  /** Exactly one live event for the item within the window, then silence. */
  async function expectOneEvent(sub: SseSubscription, item: WorkItemRow) {
    expect(await sub.next()).toEqual({
      data: { workItemUpdated: { id: `gid://cairn/WorkItem/${item.id}` } },
    });
    expect(await sub.quietFor(150)).toBe('quiet');
  }

  return { s, state, planner, freshIssue, freshEpic, history, watch, expectOneEvent };
}

/** What a write added to a history: new notes and the per-kind event count differences. */
export function added(before: History, after: History) {
  const events = Object.fromEntries(
    Object.entries(after.events)
      .map(([k, n]) => [k, n - (before.events[k as EventKind] ?? 0)])
      .filter(([, n]) => n !== 0),
  );
  return { notes: after.notes.slice(before.notes.length), events };
}
