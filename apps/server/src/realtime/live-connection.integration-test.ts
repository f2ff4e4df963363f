import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { personalAccessTokens } from '@cairn/db';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { encodeGid } from '../graphql/global-id.ts';
import { fixtures } from '../testing/fixtures.ts';
import { liveConnect, type LiveConnectionClient } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * One live connection carries every subscription of a browser
 * (realtime/live-connection.ts); each subscription keeps its per-event checks; only its owner
 * may use a connection; the connection counts as one open live connection.
 */

const { s, sse } = useSseWorld();
const connections: LiveConnectionClient[] = [];
afterEach(() => {
  for (const c of connections.splice(0)) c.abort();
});

const ITEM_UPDATED = `subscription($id: WorkItemID!) { workItemUpdated(workItemId: $id) { title } }`;
const GROUP_EPICS = `subscription($g: ID!) { groupEpicsUpdated(groupPath: $g) { epicId } }`;

async function connect(token?: string) {
  const live = await liveConnect(sse.base, token);
  connections.push(live);
  return live;
}

/** Starts an operation and waits until the hub holds its listener. */
async function start(live: LiveConnectionClient, body: Record<string, unknown>) {
  const before = s.t.app.realtime.listenerCount();
  const answer = await live.post(body);
  expect(answer).toEqual({ status: 200, body: {} });
  expect(s.t.app.realtime.listenerCount()).toBe(before + 1);
}

let edits = 0;
async function editDelta() {
  const res = await s.api.rest('PUT', `/api/v4/groups/acme/epics/${s.w.epics.delta.iid}`, {
    body: { title: `Delta ${++edits}` },
    token: s.w.people.planner.token,
  });
  expect(res.statusCode).toBe(200);
}
const delta = () => ({ id: encodeGid('WorkItem', s.w.epics.delta.id) });

describe('a live connection', () => {
  it('carries several subscriptions, each event tagged with its operation', async () => {
    const live = await connect(s.w.people.reporter.token);
    expect(live.status).toBe(200);
    expect(s.t.app.realtime.streams.connections()).toBe(1);
    await start(live, { id: 'item', query: ITEM_UPDATED, variables: delta() });
    await start(live, { id: 'roadmap', query: GROUP_EPICS, variables: { g: 'acme' } });
    await editDelta();
    const events = [await live.next(), await live.next()];
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'next', id: 'item', payload: { data: { workItemUpdated: { title: 'Delta 1' } } } },
        {
          event: 'next',
          id: 'roadmap',
          payload: {
            data: { groupEpicsUpdated: { epicId: encodeGid('Epic', s.w.epics.delta.id) } },
          },
        },
      ]),
    );
    // Still one connection: the subscriptions ride it.
    expect(s.t.app.realtime.streams.connections()).toBe(1);

    expect(await live.post({ stop: 'item' })).toEqual({ status: 200, body: {} });
    await editDelta();
    expect(await live.next()).toMatchObject({ event: 'next', id: 'roadmap' });
    expect(await live.quietFor(300)).toBe('quiet');
  });

  it('refuses an unreadable item as over its own request, and ends it', async () => {
    const live = await connect(s.w.people.outsider.token);
    const id = encodeGid('WorkItem', s.w.issues.vault1.id);
    expect(await live.post({ id: 'x', query: ITEM_UPDATED, variables: { id } })).toEqual({
      status: 200,
      body: {},
    });
    expect(await live.next()).toEqual({
      event: 'next',
      id: 'x',
      payload: {
        errors: [expect.objectContaining({ message: RESOURCE_NOT_AVAILABLE })],
      },
    });
    expect(await live.next()).toEqual({ event: 'complete', id: 'x' });
  });

  it('ends a subscription whose token is revoked, with a complete event', async () => {
    const f = fixtures(s.t.db.db);
    const user = await f.user();
    const token = await f.token(user);
    const live = await connect(token);
    await start(live, { id: 'item', query: ITEM_UPDATED, variables: delta() });
    await s.t.db.db
      .update(personalAccessTokens)
      .set({ revoked: true })
      .where(eq(personalAccessTokens.userId, user.id));
    await editDelta();
    expect(await live.next()).toEqual({ event: 'complete', id: 'item' });
  });

  it("is the opener's only: another user's operation is refused like an unknown connection", async () => {
    const live = await connect(s.w.people.reporter.token);
    const body = { id: 'a', query: ITEM_UPDATED, variables: delta() };
    const refused = { status: 404, body: { errors: [{ message: 'Unknown live connection' }] } };
    expect(await live.post(body, s.w.people.guest.token)).toEqual(refused);
    const anonymous = await connect();
    expect(await anonymous.post(body, s.w.people.guest.token)).toEqual(refused);
  });

  it('runs subscriptions only, and refuses a malformed operation', async () => {
    const live = await connect();
    expect(await live.post({ id: 'q', query: '{ currentUser { id } }' })).toEqual({
      status: 400,
      body: { errors: [{ message: 'Only subscriptions run on a live connection' }] },
    });
    expect(await live.post({ query: ITEM_UPDATED })).toEqual({
      status: 400,
      body: {
        errors: [{ message: 'The operation needs an "id" of 1 to 64 letters, digits, _ or -' }],
      },
    });
  });

  it('releases its subscriptions and its slot when the browser goes away', async () => {
    const live = await connect(s.w.people.reporter.token);
    await start(live, { id: 'item', query: ITEM_UPDATED, variables: delta() });
    live.abort();
    for (let i = 0; i < 100 && s.t.app.realtime.streams.connections() > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(s.t.app.realtime.streams.connections()).toBe(0);
    expect(s.t.app.realtime.streams.held({ userId: s.w.people.reporter.user.id })).toBe(0);
  });
});
