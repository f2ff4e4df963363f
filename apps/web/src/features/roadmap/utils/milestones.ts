// Milestones section rules: type texts and filter, the count text, and lane placement.
import {
  barGeometry,
  type BarGeometry,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import type { RoadmapMilestone } from '../graphql/types.ts';
import type { MilestonesType } from './url-settings.ts';

export const MILESTONES_TYPE_LABELS: Readonly<Record<MilestonesType, string>> = {
  ALL: 'Show all milestones',
  GROUP: 'Show group milestones',
  SUBGROUP: 'Show sub-group milestones',
  PROJECT: 'Show project milestones',
};

/** 'Project milestone', 'Subgroup milestone' or 'Group milestone'. */
export function milestoneTypeText(milestone: RoadmapMilestone): string {
  if (milestone.projectMilestone) return 'Project milestone';
  if (milestone.subgroupMilestone) return 'Subgroup milestone';
  return 'Group milestone';
}

/** GROUP means a group milestone that is not a subgroup milestone. */
export function matchesMilestonesType(milestone: RoadmapMilestone, type: MilestonesType): boolean {
  switch (type) {
    case 'ALL':
      return true;
    case 'GROUP':
      return Boolean(milestone.groupMilestone) && !milestone.subgroupMilestone;
    case 'SUBGROUP':
      return Boolean(milestone.subgroupMilestone);
    case 'PROJECT':
      return Boolean(milestone.projectMilestone);
  }
}

/** '%d milestone(s)', with '(s)' whatever the count. */
export function milestonesCountText(count: number): string {
  return `${count} milestone(s)`;
}

export interface PlacedMilestone {
  readonly milestone: RoadmapMilestone;
  readonly geometry: BarGeometry;
  /** Row inside the section; overlapping milestones go to separate lanes. */
  readonly lane: number;
}

/** Minimum horizontal gap between two milestones sharing a lane (room for the title). */
export const MILESTONE_LANE_GAP = 4;

/**
 * Filters milestones by type, drops those whose clipped start is after the clipped end, and packs
 * the rest into lanes (first fit, by start) so that no two bars in a lane overlap.
 */
export function placeMilestones(
  milestones: readonly RoadmapMilestone[],
  type: MilestonesType,
  items: readonly TimeframeItem[],
  preset: PresetType,
  cellWidth: number,
): PlacedMilestone[] {
  const laid = milestones
    .filter((milestone) => matchesMilestonesType(milestone, type))
    .map((milestone) => ({
      milestone,
      geometry: barGeometry({
        startDate: milestone.startDate,
        endDate: milestone.dueDate,
        items,
        preset,
        cellWidth,
      }),
    }))
    .filter(({ geometry }) => geometry.visible)
    .sort((a, b) => a.geometry.left - b.geometry.left);
  const laneEnds: number[] = [];
  return laid.map(({ milestone, geometry }) => {
    let lane = laneEnds.findIndex((end) => end + MILESTONE_LANE_GAP <= geometry.left);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = geometry.left + geometry.width;
    return { milestone, geometry, lane };
  });
}
