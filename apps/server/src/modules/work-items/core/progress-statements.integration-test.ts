import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { apiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { depthGroups } from '../test-support/depth-groups.ts';

/**
 * Closing an issue publishes progress on its epic and every ancestor: the ancestors are read in
 * one statement, so the write costs as many statements under 1 epic as under a chain of 6.
 */

const counter = statementCounter();
let t: TestApp;
let token: string;
const issues: Record<number, { project: NamespaceRow; iid: number }> = {};

beforeAll(async () => {
  const world = await depthGroups(counter, 'chain', [1, 6]);
  ({ t, token } = world);
  const f = fixtures(t.db.db);
  const owner = world.owner;
  for (const { depth, group, project } of world.groups) {
    let parent = await f.epic(group, { title: 'Level 1', author: owner });
    for (let level = 2; level <= depth; level++) {
      parent = await f.epic(group, { title: `Level ${level}`, author: owner, parent });
    }
    const issue = await f.issue(project, { title: 'Leaf', epic: parent, weight: 2 });
    issues[depth] = { project, iid: issue.iid };
  }
});
afterAll(() => t.close());

async function closeStatements(depth: number) {
  const { project, iid } = issues[depth]!;
  const url = `/api/v4/projects/${project.id}/issues/${iid}`;
  const api = apiClient(t.app);
  // Warm-up (token bookkeeping, caches) on a write that publishes the same events.
  expect((await api.rest('PUT', url, { token, body: { state_event: 'close' } })).statusCode).toBe(
    200,
  );
  counter.reset();
  expect((await api.rest('PUT', url, { token, body: { state_event: 'reopen' } })).statusCode).toBe(
    200,
  );
  return counter.statements.length;
}

describe('progress events statement count', () => {
  it('is the same for an issue under 1 epic and under a chain of 6', async () => {
    const shallow = await closeStatements(1);
    const deep = await closeStatements(6);
    expect(deep).toBe(shallow);
  });
});
