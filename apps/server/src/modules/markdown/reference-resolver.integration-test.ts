import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, memberships, milestones, namespaces, users, workItems } from '@cairn/db';
import { createTestDatabase, type TestDatabase } from '@cairn/db/testing';
import { anonymousViewer, type Viewer } from '#server/auth/viewer.ts';
import { loadEnv } from '#server/env.ts';
import { systemClock } from '#server/lib/clock.ts';
import { createRequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { renderDescriptionHtml } from './reference-resolver.ts';

let db: TestDatabase;
let project: NamespaceRow;

const viewerFor = (id: number, username: string): Viewer => ({
  user: { id, username, name: username, isAdmin: false, state: 'active' },
  via: 'session',
  scopes: [],
});

beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.insert(users).values([
    { id: 1, username: 'author', name: 'Author', email: 'a@x' },
    { id: 2, username: 'reporter', name: 'Rep', email: 'r@x' },
  ]);
  await db.db.insert(namespaces).values([
    {
      id: 1,
      kind: 'group',
      name: 'Acme',
      path: 'acme',
      fullPath: 'acme',
      fullName: 'Acme',
      visibility: 'public',
      traversalIds: [1],
    },
    {
      id: 2,
      kind: 'project',
      parentId: 1,
      name: 'Web',
      path: 'web',
      fullPath: 'acme/web',
      fullName: 'Acme / Web',
      visibility: 'public',
      traversalIds: [1, 2],
    },
    {
      id: 3,
      kind: 'group',
      parentId: 1,
      name: 'Secret',
      path: 'secret',
      fullPath: 'acme/secret',
      fullName: 'Acme / Secret',
      visibility: 'private',
      traversalIds: [1, 3],
    },
  ]);
  await db.db.insert(memberships).values({ namespaceId: 1, userId: 2, accessLevel: 20 });
  await db.db.insert(workItems).values([
    { type: 'issue', namespaceId: 2, iid: 1, title: 'Open issue', authorId: 1 },
    {
      type: 'issue',
      namespaceId: 2,
      iid: 2,
      title: 'Hidden issue',
      authorId: 1,
      confidential: true,
    },
    { type: 'epic', namespaceId: 1, iid: 1, title: 'Closed epic', authorId: 1, state: 'closed' },
    { type: 'epic', namespaceId: 3, iid: 1, title: 'Private epic', authorId: 1 },
  ]);
  await db.db.insert(labels).values({ namespaceId: 1, title: 'priority::high', color: '#c91c00' });
  await db.db.insert(milestones).values({ namespaceId: 1, iid: 1, title: 'v1.0' });
  project = (await db.db.select().from(namespaces)).find((n) => n.id === 2)!;
});
afterAll(() => db.destroy());

const render = (viewer: Viewer, source: string) =>
  renderDescriptionHtml(
    createRequestContext({
      db: db.db,
      viewer,
      clock: systemClock('2026-11-21'),
      env: loadEnv({ CAIRN_BASE_URL: 'http://cairn.test' }),
    }),
    project,
    source,
  );

describe('markdown references', () => {
  it('links what the viewer may see and leaves the rest as plain text', async () => {
    const html = await render(
      anonymousViewer,
      '#1 #2 &1 acme/secret&1 ~"priority::high" %v1.0 @author @nobody',
    );
    expect(html).toContain('href="/acme/web/-/issues/1"');
    expect(html).not.toContain('Hidden issue');
    expect(html).toContain('#2');
    expect(html).toContain('href="/groups/acme/-/epics/1"');
    expect(html).toContain('&#x26;1 (closed)');
    expect(html).not.toContain('Private epic');
    expect(html).toContain('gfm-label');
    expect(html).toContain('href="/groups/acme/-/milestones/1"');
    expect(html).toContain('href="/author"');
    expect(html).not.toContain('href="/nobody"');
  });

  it('shows confidential issues to reporters', async () => {
    const html = await render(viewerFor(2, 'reporter'), 'See #2');
    expect(html).toContain('href="/acme/web/-/issues/2"');
    expect(html).toContain('title="Hidden issue"');
  });
});
