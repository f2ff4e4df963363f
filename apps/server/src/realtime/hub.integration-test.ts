import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { publishWorkItemEvent } from './events.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';

let db: TestDatabase;
let hub: RealtimeHub;

beforeAll(async () => {
  db = await createTestDatabase();
  hub = await createRealtimeHub(db);
});
afterAll(async () => {
  await hub.close();
  await db.destroy();
});

describe('realtime hub', () => {
  it('delivers committed events to subscribers of that item only, and nothing on rollback', async () => {
    const events = hub.subscribe(7);
    await db.db.transaction(async (tx) => {
      await publishWorkItemEvent(tx, { workItemId: 8, changes: ['weight'] });
      await publishWorkItemEvent(tx, { workItemId: 7, changes: ['weight'] });
    });
    await db.db
      .transaction(async (tx) => {
        await publishWorkItemEvent(tx, { workItemId: 7, changes: ['dates'] });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await db.db.transaction(async (tx) =>
      publishWorkItemEvent(tx, { workItemId: 7, changes: ['state'] }),
    );
    expect((await events.next()).value).toEqual({ workItemId: 7, changes: ['weight'] });
    expect((await events.next()).value).toEqual({ workItemId: 7, changes: ['state'] });
    await events.return?.();
  });
});
