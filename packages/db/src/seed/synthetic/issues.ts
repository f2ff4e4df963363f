import type { Prng } from '../prng.ts';
import type { EpicPlan } from './epics.ts';
import type { NamespacePlan } from './namespaces.ts';
import { type MilestonePlan, nearestMilestone } from './planning.ts';

/** Where each issue lives: its epic (or -1), project and milestone (or -1). */
export interface IssuePlan {
  count: number;
  epic: Int32Array;
  project: Int32Array;
  milestone: Int32Array;
}

/**
 * 90% of issues belong to a random epic and to a project at or below the epic's group; 55% of
 * those take the milestone nearest to a day inside the epic's period, so inherited dates look
 * like real plans. The rest have no epic and sometimes a random milestone.
 */
export function planIssues(
  prng: Prng,
  count: number,
  epics: EpicPlan,
  namespaces: NamespacePlan,
  milestones: MilestonePlan,
): IssuePlan {
  const epic = new Int32Array(count).fill(-1);
  const project = new Int32Array(count);
  const milestone = new Int32Array(count).fill(-1);
  const firstProject = namespaces.groupCount;
  const lastProject = namespaces.all.length - 1;
  for (let j = 0; j < count; j++) {
    if (epics.count > 0 && prng.chance(0.9)) {
      const e = prng.int(0, epics.count - 1);
      const projects = namespaces.projectsBelow[epics.group[e]!]!;
      const p = projects[prng.int(0, projects.length - 1)]!;
      epic[j] = e;
      project[j] = p;
      if (prng.chance(0.55)) {
        const s = epics.anchorStart[e]!;
        const day = s + prng.int(0, Math.max(0, epics.anchorDue[e]! - s));
        milestone[j] = nearestMilestone(milestones, milestones.forProject(p), day);
      }
    } else {
      const p = prng.int(firstProject, lastProject);
      project[j] = p;
      if (prng.chance(0.4)) {
        const options = milestones.forProject(p);
        if (options.length > 0) milestone[j] = options[prng.int(0, options.length - 1)]!;
      }
    }
  }
  return { count, epic, project, milestone };
}
