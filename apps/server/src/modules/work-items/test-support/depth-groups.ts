import type { statementCounter } from '@cairn/db/testing';
import { fixtures, type NamespaceRow, type UserRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

export interface DepthGroup {
  depth: number;
  group: NamespaceRow;
  project: NamespaceRow;
}

/**
 * The statement-count tests' world: an app whose statements the counter sees, an owner with a
 * token, and one public group (owned, with project `p`) per hierarchy depth, named prefix+depth.
 */
export async function depthGroups(
  counter: ReturnType<typeof statementCounter>,
  prefix: string,
  depths: readonly number[],
): Promise<{ t: TestApp; owner: UserRow; token: string; groups: DepthGroup[] }> {
  const t = await createTestApp({ logger: counter.logger });
  const f = fixtures(t.db.db);
  const owner = await f.user({ username: 'owner' });
  const token = await f.token(owner);
  const groups: DepthGroup[] = [];
  for (const depth of depths) {
    const group = await f.group({ path: `${prefix}${depth}`, visibility: 'public' });
    await f.member(group, owner, 'owner');
    groups.push({ depth, group, project: await f.project({ path: 'p', group }) });
  }
  return { t, owner, token, groups };
}
