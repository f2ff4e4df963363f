import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm/logger';
import { apiClient } from '../testing/api-client.ts';
import { fixtures } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { sseSubscribe, type SseSubscription } from './sse-test-client.ts';

/**
 * Streams are capped per user and per anonymous address (a clear 429 error
 * past the cap, a slot freed when a stream closes); a group's streams hear only their group's
 * events, routed before any read; the rights check runs once per event for all the streams of
 * one viewer. Statements are counted with the database logger.
 */

let statements = 0;
const logger: Logger = { logQuery: () => void statements++ };
let t: TestApp;
let base = '';
const world = {} as { ownerToken: string; userToken: string; epicIid: number; otherIid: number };
const open: SseSubscription[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger,
    env: { CAIRN_LIVE_STREAMS_PER_ANONYMOUS_ADDRESS: '2', CAIRN_LIVE_STREAMS_PER_USER: '3' },
  });
  const f = fixtures(t.db.db);
  const owner = await f.user({ username: 'owner' });
  const user = await f.user({ username: 'watcher' });
  const group = await f.group({ path: 'open', visibility: 'public' });
  const elsewhere = await f.group({ path: 'elsewhere', visibility: 'public' });
  await f.member(group, owner, 'owner');
  await f.member(elsewhere, owner, 'owner');
  world.ownerToken = await f.token(owner);
  world.userToken = await f.token(user);
  world.epicIid = (await f.epic(group, { author: owner })).iid;
  world.otherIid = (await f.epic(elsewhere, { author: owner })).iid;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const settled = async (count: () => number, until: (n: number) => boolean) => {
  for (let i = 0; i < 100 && !until(count()); i++) await new Promise((r) => setTimeout(r, 20));
};
const listeners = () => t.app.realtime.listenerCount();

afterEach(async () => {
  for (const sub of open.splice(0)) sub.abort();
  await settled(listeners, (n) => n === 0);
  await settled(
    () => t.app.realtime.streams.connections(),
    (n) => n === 0,
  );
});

const GROUP_EPICS = `subscription { groupEpicsUpdated(groupPath: "open") { epicId } }`;

/** Opens a stream on the group; resolves once the hub holds it, or with the refusal. */
async function watch(token?: string) {
  const before = listeners();
  const sub = await sseSubscribe(base, GROUP_EPICS, {}, token);
  open.push(sub);
  await settled(listeners, (n) => n > before);
  return { sub, opened: listeners() > before };
}

let edits = 0;
async function edit(groupPath: string, iid: number) {
  const res = await apiClient(t.app).rest('PUT', `/api/v4/groups/${groupPath}/epics/${iid}`, {
    body: { title: `Edit ${++edits}` },
    token: world.ownerToken,
  });
  expect(res.statusCode).toBe(200);
}

/** Statements run by an edit of the group's epic until every stream has heard it. */
async function statementsOf(subs: SseSubscription[]) {
  const start = statements;
  await edit('open', world.epicIid);
  for (const sub of subs) expect((await sub.next())?.data).toBeTruthy();
  return statements - start;
}

describe('live stream caps', () => {
  it('refuses an anonymous address its third stream with 429, and frees a slot on close', async () => {
    const first = await watch();
    const second = await watch();
    expect([first.opened, second.opened]).toEqual([true, true]);
    const third = await sseSubscribe(base, GROUP_EPICS);
    open.push(third);
    expect(await third.next()).toEqual({
      errors: [
        expect.objectContaining({
          message:
            'Too many open live streams: at most 2 at once for anonymous visitors from one address',
          extensions: { code: 'HTTP_429' },
        }),
      ],
    });
    first.sub.abort();
    await settled(listeners, (n) => n === 1);
    expect((await watch()).opened).toBe(true);
  });

  it("refuses a user's fourth stream; the user's streams are not the address's", async () => {
    for (let i = 0; i < 3; i++) expect((await watch(world.userToken)).opened).toBe(true);
    const fourth = await sseSubscribe(base, GROUP_EPICS, {}, world.userToken);
    open.push(fourth);
    expect((await fourth.next())?.errors?.map((e) => e.message)).toEqual([
      'Too many open live streams: at most 3 at once for one user',
    ]);
    expect((await watch()).opened).toBe(true);
  });
});

describe('group streams', () => {
  it("are not woken by another group's events: no statement beyond the edit's own", async () => {
    await edit('elsewhere', world.otherIid); // warms the writer's token
    const start = statements;
    await edit('elsewhere', world.otherIid);
    const alone = statements - start;
    await watch();
    await watch(world.userToken);
    const before = statements;
    await edit('elsewhere', world.otherIid);
    expect(statements - before).toBe(alone);
  });

  it('check rights once per event for all the streams of one viewer', async () => {
    const one = (await watch()).sub;
    await statementsOf([one]); // warms the writer's token
    const anonymousOne = await statementsOf([one]);
    const two = (await watch()).sub;
    expect(await statementsOf([one, two])).toBe(anonymousOne);
    one.abort();
    two.abort();
    await settled(listeners, (n) => n === 0);

    const mine = [(await watch(world.userToken)).sub];
    await statementsOf(mine);
    const userOne = await statementsOf(mine);
    mine.push((await watch(world.userToken)).sub, (await watch(world.userToken)).sub);
    expect(await statementsOf(mine)).toBe(userOne);
  });
});
