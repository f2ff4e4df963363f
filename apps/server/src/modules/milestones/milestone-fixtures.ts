import { eq } from 'drizzle-orm';
import { milestones } from '@cairn/db';
import type { NamespaceWorld } from '#server/testing/namespace-fixtures.ts';

/**
 * Milestones over the namespace world (today is 2026-11-21): group, subgroup and project
 * milestones, past, current, upcoming, undated and closed, plus issues in "Web 1.0"
 * (one closed, one confidential).
 */
export async function milestoneWorld(w: NamespaceWorld) {
  const { f, groups, projects } = w;
  const acmePast = await f.milestone(groups.acme, {
    title: 'Acme Past',
    startDate: '2026-01-01',
    dueDate: '2026-03-31',
  });
  const acmeQ4 = await f.milestone(groups.acme, {
    title: 'Acme Q4',
    startDate: '2026-10-01',
    dueDate: '2026-12-31',
  });
  const acmeUndated = await f.milestone(groups.acme, { title: 'Acme Undated' });
  const acmeClosed = await f.milestone(groups.acme, {
    title: 'Acme Closed',
    dueDate: '2026-12-31',
  });
  await w.db.update(milestones).set({ state: 'closed' }).where(eq(milestones.id, acmeClosed.id));
  const platformM1 = await f.milestone(groups.platform, {
    title: 'Platform M1',
    startDate: '2026-11-01',
    dueDate: '2026-11-30',
  });
  const mobileM1 = await f.milestone(groups.mobile, {
    title: 'Mobile M1',
    startDate: '2027-01-01',
    dueDate: '2027-02-01',
  });
  const secretM = await f.milestone(groups.secret, { title: 'Secret M', dueDate: '2026-12-15' });
  const webRelease = await f.milestone(projects.web, { title: 'Web 1.0', dueDate: '2026-12-01' });
  const apiM = await f.milestone(projects.api, {
    title: 'API M',
    startDate: '2026-11-15',
    dueDate: '2026-11-25',
  });
  const vaultM = await f.milestone(projects.vault, { title: 'Vault M', dueDate: '2026-12-10' });
  await f.issue(projects.web, { milestone: webRelease });
  await f.issue(projects.web, { milestone: webRelease, state: 'closed' });
  await f.issue(projects.web, { milestone: webRelease, confidential: true });
  return {
    acmePast,
    acmeQ4,
    acmeUndated,
    acmeClosed,
    platformM1,
    mobileM1,
    secretM,
    webRelease,
    apiM,
    vaultM,
  };
}

export type MilestoneWorld = Awaited<ReturnType<typeof milestoneWorld>>;
