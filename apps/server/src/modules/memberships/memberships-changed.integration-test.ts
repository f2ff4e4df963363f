import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { loadEnv } from '#server/env.ts';
import { systemClock } from '#server/lib/clock.ts';
import { createRequestContext, type RequestContext } from '#server/lib/context.ts';
import { ACCESS_LEVEL } from '#server/core/permissions/index.ts';
import { fixtures, type NamespaceRow, type UserRow } from '#server/testing/fixtures.ts';
import { createGroup } from '../groups/groups.service.ts';
import { createProject } from '../projects/projects.service.ts';
import { addMember, removeMember } from './memberships.service.ts';

/**
 * A request starts from the memberships read with its viewer; the services that change them
 * make the rest of the request read them afresh (lib/context.ts `membershipsChanged`).
 */

let db: TestDatabase;
let owner: UserRow;
let dev: UserRow;
let acme: NamespaceRow;

beforeAll(async () => {
  db = await createTestDatabase();
  const f = fixtures(db.db);
  owner = await f.user({ username: 'owner' });
  dev = await f.user({ username: 'dev' });
  acme = await f.group({ path: 'acme', visibility: 'private' });
  await f.member(acme, owner, 'owner');
  await f.member(acme, dev, 'developer');
});
afterAll(() => db.destroy());

/** A request of `user` whose memberships were read at its start (as the token lookup does). */
function requestOf(user: UserRow, memberships: [number, number][]): RequestContext {
  return createRequestContext({
    db: db.db,
    viewer: { user, via: 'token', scopes: ['api'] },
    clock: systemClock('2026-11-21'),
    env: loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0' }),
    memberships: new Map(memberships),
  });
}

describe('after a service changes memberships, the same request sees the change', () => {
  it('a new group: its creator is its owner', async () => {
    const ctx = requestOf(dev, [[acme.id, ACCESS_LEVEL.developer]]);
    const group = await createGroup(ctx, { name: 'Dev Co', path: 'dev-co' });
    expect(await ctx.access.levelOn(group.traversalIds)).toBe(ACCESS_LEVEL.owner);
  });

  it('a new project: a developer of its group becomes its maintainer', async () => {
    const ctx = requestOf(dev, [[acme.id, ACCESS_LEVEL.developer]]);
    const project = await createProject(ctx, { name: 'Tools', namespace_id: acme.id });
    expect(await ctx.access.levelOn(project.traversalIds)).toBe(ACCESS_LEVEL.maintainer);
  });

  it('leaving a group', async () => {
    const f = fixtures(db.db);
    const side = await f.group({ path: 'side', visibility: 'private' });
    await f.member(side, owner, 'owner');
    const ownerCtx = requestOf(owner, [[side.id, ACCESS_LEVEL.owner]]);
    await addMember(ownerCtx, side, { user_id: dev.id, access_level: ACCESS_LEVEL.owner });
    const ctx = requestOf(dev, [[side.id, ACCESS_LEVEL.owner]]);
    await removeMember(ctx, side, dev.id);
    expect(await ctx.access.levelOn(side.traversalIds)).toBe(0);
  });
});
