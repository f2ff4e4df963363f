import { getTimeframe } from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import type { RoadmapMilestone } from '../graphql/types.ts';
import {
  matchesMilestonesType,
  milestoneTypeText,
  milestonesCountText,
  placeMilestones,
} from './milestones.ts';

function milestone(id: number, overrides: Partial<RoadmapMilestone> = {}): RoadmapMilestone {
  return {
    id: String(id),
    title: `M${id}`,
    webPath: `/m/${id}`,
    startDate: '2026-10-05',
    dueDate: '2026-10-20',
    groupMilestone: true,
    subgroupMilestone: false,
    projectMilestone: false,
    ...overrides,
  };
}

const timeframe = getTimeframe({
  rangeType: 'CURRENT_QUARTER',
  presetType: 'WEEKS',
  today: new Date(2026, 10, 21),
  firstDayOfWeek: 0,
});

describe('milestones', () => {
  it('names the type', () => {
    expect(milestoneTypeText(milestone(1))).toBe('Group milestone');
    expect(milestoneTypeText(milestone(1, { subgroupMilestone: true }))).toBe('Subgroup milestone');
    expect(milestoneTypeText(milestone(1, { projectMilestone: true, groupMilestone: false }))).toBe(
      'Project milestone',
    );
  });

  it('filters by type; GROUP excludes subgroup milestones', () => {
    const sub = milestone(2, { subgroupMilestone: true });
    const project = milestone(3, { groupMilestone: false, projectMilestone: true });
    expect(matchesMilestonesType(sub, 'GROUP')).toBe(false);
    expect(matchesMilestonesType(sub, 'SUBGROUP')).toBe(true);
    expect(matchesMilestonesType(project, 'PROJECT')).toBe(true);
    expect(matchesMilestonesType(project, 'GROUP')).toBe(false);
    expect(matchesMilestonesType(project, 'ALL')).toBe(true);
  });

  it('writes the count', () => {
    expect(milestonesCountText(2)).toBe('2 milestone(s)');
  });

  it('drops milestones outside the timeframe and packs overlapping ones in lanes', () => {
    const placed = placeMilestones(
      [
        milestone(1),
        milestone(2, { startDate: '2026-10-10', dueDate: '2026-10-30' }),
        milestone(3, { startDate: '2026-11-01', dueDate: '2026-11-10' }),
        milestone(4, { startDate: '2027-03-01', dueDate: '2027-03-10' }),
      ],
      'ALL',
      timeframe,
      'WEEKS',
      180,
    );
    expect(placed.map((item) => [item.milestone.id, item.lane])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 0],
    ]);
  });
});
