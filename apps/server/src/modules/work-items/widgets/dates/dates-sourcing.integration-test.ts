import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recomputeEpicDates, workItems } from '@cairn/db';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/**
 * Where an epic's inherited dates come from: the milestone of a child issue or a child epic
 * (GitLab's `*DateSourcingMilestone` / `*DateSourcingEpic`), each only when the viewer may read
 * it. Beta inherits its start from M1 (web#1) and its due date from its child epic Charlie.
 * Alpha's child vault#1 (private project) carries a milestone of the private group acme/priv
 * that sources both of Alpha's inherited dates: an outsider sees the dates, never the source.
 */

const s = useEpicWorld();

beforeAll(async () => {
  const { f, groups, issues } = s.w;
  const wide = await f.milestone(groups.priv, {
    title: 'Private wide',
    startDate: '2025-01-01',
    dueDate: '2027-12-31',
  });
  await s.t.db.db
    .update(workItems)
    .set({ milestoneId: wide.id })
    .where(eq(workItems.id, issues.vault1.id));
  await recomputeEpicDates(s.t.db.db);
});

const SOURCES = `query($iid: ID!) { group(fullPath: "acme") { epic(iid: $iid) {
  startDateFromInheritedSource dueDateFromInheritedSource
  startDateSourcingMilestone { title } dueDateSourcingMilestone { title }
  startDateSourcingEpic { title } dueDateSourcingEpic { title } } } }`;

const sourcesOf = async (iid: number, token?: string) =>
  dataOf<{ group: { epic: Record<string, unknown> } }>(
    await s.api.gql(SOURCES, { iid: String(iid) }, token),
  ).group.epic;

describe('sourcing milestone and epic', () => {
  it('names the milestone and the child epic the inherited dates come from', async () => {
    expect(await sourcesOf(s.w.epics.beta.iid, s.w.people.outsider.token)).toEqual({
      startDateFromInheritedSource: '2026-01-10',
      dueDateFromInheritedSource: '2026-06-30',
      startDateSourcingMilestone: { title: 'M1' },
      dueDateSourcingMilestone: null,
      startDateSourcingEpic: null,
      dueDateSourcingEpic: { title: 'charlie' },
    });
  });

  it('withholds a source the viewer may not read, keeping the dates', async () => {
    const hidden = {
      startDateFromInheritedSource: '2025-01-01',
      dueDateFromInheritedSource: '2027-12-31',
      startDateSourcingMilestone: null,
      dueDateSourcingMilestone: null,
      startDateSourcingEpic: null,
      dueDateSourcingEpic: null,
    };
    expect(await sourcesOf(s.w.epics.alpha.iid, s.w.people.outsider.token)).toEqual(hidden);
    expect(await sourcesOf(s.w.epics.alpha.iid)).toEqual(hidden);
    expect(await sourcesOf(s.w.epics.alpha.iid, s.w.people.owner.token)).toEqual({
      ...hidden,
      startDateSourcingMilestone: { title: 'Private wide' },
      dueDateSourcingMilestone: { title: 'Private wide' },
    });
  });
});
