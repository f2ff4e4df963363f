import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { s, epic } from '../test-support/epic-fields.setup.ts';

describe('fields the epic page reads', () => {
  it('imported tells an imported epic from a native one', async () => {
    expect(await epic('imported', { iid: 1 })).toEqual({ imported: false });
    await s.t.db.db
      .update(workItems)
      .set({ imported: true })
      .where(eq(workItems.id, s.w.epics.delta.id));
    expect(await epic('imported', { iid: 4 })).toEqual({ imported: true });
    expect(await epic('imported', { iid: 4, token: null })).toEqual({ imported: true });
  });

  it('tree issue rows carry blocked, blockedByCount and blockingCount (open, visible links)', async () => {
    const { f, projects, issues } = s.w;
    const blocker = await f.issue(projects.web, { title: 'Blocker' });
    const closedBlocker = await f.issue(projects.web, { title: 'Closed blocker', state: 'closed' });
    const hiddenBlocker = await f.issue(projects.vault, { title: 'Vault blocker' });
    await f.link(blocker, issues.web1, 'blocks');
    await f.link(closedBlocker, issues.web1, 'blocks');
    await f.link(hiddenBlocker, issues.web1, 'blocks');
    await f.link(issues.web1, blocker, 'relates_to');
    const fields = 'issues { nodes { title blocked blockedByCount blockingCount } }';
    const row = (list: { issues: { nodes: { title: string }[] } }) =>
      list.issues.nodes.find((n) => n.title === 'Web one');
    // Beta holds web#1. The owner sees the vault issue; an anonymous viewer does not.
    expect(row(await epic(fields, { iid: 2 }))).toEqual({
      title: 'Web one',
      blocked: true,
      blockedByCount: 2,
      blockingCount: 0,
    });
    expect(row(await epic(fields, { iid: 2, token: null }))).toEqual({
      title: 'Web one',
      blocked: true,
      blockedByCount: 1,
      blockingCount: 0,
    });
  });
});
