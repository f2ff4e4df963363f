import { describe, expect, it } from 'vitest';
import { epic } from '../test-support/epic-fields.setup.ts';
import { at } from '#server/testing/api-client.ts';

describe('Epic dates', () => {
  it('inherits dates from the milestones of its issues and from child epics', async () => {
    const charlie = await epic(
      `startDate dueDate startDateIsFixed dueDateIsFixed startDateFixed dueDateFixed
       startDateFromMilestones dueDateFromMilestones startDateFromInheritedSource dueDateFromInheritedSource`,
      { iid: 3 },
    );
    expect(charlie).toEqual({
      startDate: '2026-03-01',
      dueDate: '2026-06-30',
      startDateIsFixed: false,
      dueDateIsFixed: false,
      startDateFixed: null,
      dueDateFixed: null,
      startDateFromMilestones: '2026-03-01',
      dueDateFromMilestones: '2026-06-30',
      startDateFromInheritedSource: '2026-03-01',
      dueDateFromInheritedSource: '2026-06-30',
    });
    const beta = await epic(
      'startDate dueDate startDateFromInheritedSource dueDateFromInheritedSource',
      { iid: 2 },
    );
    expect(beta).toEqual({
      startDate: '2026-02-01',
      dueDate: '2026-02-28',
      startDateFromInheritedSource: '2026-01-10',
      dueDateFromInheritedSource: '2026-06-30',
    });
  });
});

describe('Epic roll-ups', () => {
  const ROLLUPS = `descendantCounts { openedEpics closedEpics openedIssues closedIssues }
    descendantWeightSum { openedIssues closedIssues openedIssuesTotal closedIssuesTotal }
    healthStatus { issuesOnTrack issuesNeedingAttention issuesAtRisk }`;

  it('counts every descendant at any depth, weights and health of open issues', async () => {
    expect(await epic(ROLLUPS)).toEqual({
      descendantCounts: { openedEpics: 2, closedEpics: 0, openedIssues: 3, closedIssues: 1 },
      descendantWeightSum: {
        openedIssues: 12,
        closedIssues: 5,
        openedIssuesTotal: '12',
        closedIssuesTotal: '5',
      },
      healthStatus: { issuesOnTrack: 1, issuesNeedingAttention: 1, issuesAtRisk: 1 },
    });
    expect(await epic(ROLLUPS, { iid: 2 })).toEqual({
      descendantCounts: { openedEpics: 1, closedEpics: 0, openedIssues: 2, closedIssues: 1 },
      descendantWeightSum: {
        openedIssues: 5,
        closedIssues: 5,
        openedIssuesTotal: '5',
        closedIssuesTotal: '5',
      },
      healthStatus: { issuesOnTrack: 1, issuesNeedingAttention: 0, issuesAtRisk: 1 },
    });
  });

  it('counts children the viewer cannot see (numbers only), as GitLab does', async () => {
    const anonymous = await epic<{ descendantCounts: { openedIssues: number } }>(ROLLUPS, {
      token: null,
    });
    expect(anonymous.descendantCounts.openedIssues).toBe(3);
  });
});

describe('Epic blocking and links', () => {
  const FIELDS = `blocked blockedByCount blockingCount
    linkedWorkItems { nodes { linkId linkType workItemState workItem { title reference(full: true) workItemType { name } } } }
    blockedByEpics { nodes { title } }`;

  it('counts open linked items the viewer can see', async () => {
    const alpha = await epic<Record<string, unknown>>(FIELDS);
    expect(alpha).toMatchObject({ blocked: true, blockedByCount: 1, blockingCount: 1 });
    expect(at(alpha, 'blockedByEpics.nodes')).toEqual([{ title: 'Echo' }]);
    expect(
      at<{ linkType: string; workItem: { title: string } }[]>(alpha, 'linkedWorkItems.nodes').map(
        (n) => [n.linkType, n.workItem.title],
      ),
    ).toEqual([
      ['blocks', 'Foxtrot'],
      ['is_blocked_by', 'Echo'],
    ]);
  });

  it('hides invisible linked items from counts, lists and titles', async () => {
    const alpha = await epic<Record<string, unknown>>(FIELDS, { token: null });
    expect(alpha).toMatchObject({ blocked: false, blockedByCount: 0, blockingCount: 1 });
    expect(JSON.stringify(alpha)).not.toContain('Echo');
  });

  it('filters linked items and reads them from either side', async () => {
    const fox = await epic<Record<string, unknown>>(
      'blockedByCount linkedWorkItems(filter: BLOCKED_BY) { nodes { linkType workItem { title } } }',
      { group: 'acme/sub' },
    );
    expect(fox).toEqual({
      blockedByCount: 1,
      linkedWorkItems: { nodes: [{ linkType: 'is_blocked_by', workItem: { title: 'Alpha' } }] },
    });
    const delta = await epic(
      'linkedWorkItems(filter: RELATED) { nodes { linkType workItemState workItem { title workItemType { name } } } }',
      { iid: 4 },
    );
    expect(delta).toEqual({
      linkedWorkItems: {
        nodes: [
          {
            linkType: 'relates_to',
            workItemState: 'OPEN',
            workItem: { title: 'Web one', workItemType: { name: 'Issue' } },
          },
        ],
      },
    });
  });
});
