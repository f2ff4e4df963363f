import type { Prng } from '../prng.ts';
import { emptyEpicDates, type EpicDates, type EpicPlan } from './epics.ts';
import type { IssuePlan } from './issues.ts';
import { type MilestonePlan, NO_DAY } from './planning.ts';

/**
 * Computes every epic's fixed, inherited and effective dates in memory, bottom-up (children have
 * higher indexes than parents), with exactly the rule and tie-breaking of `recomputeEpicDates`:
 * earliest start / latest due over child-issue milestones and child epics' effective dates,
 * milestones before epics on equal dates, then the lowest id (ids grow with the indexes).
 *
 * It also decides how each epic is dated: 10% undated (fixed, without dates); epics with dated
 * children mostly inherit (sometimes one side fixed); the others get fixed dates from their
 * period, a few with only a start or only a due date.
 */
export function rollUpEpicDates(
  prng: Prng,
  epics: EpicPlan,
  issues: IssuePlan,
  milestones: MilestonePlan,
): EpicDates {
  const d = emptyEpicDates(epics.count);
  const offerStart = (e: number, day: number, milestone: number, epic: number) => {
    const current = d.startInherited[e]!;
    let take = current === NO_DAY || day < current;
    if (!take && day === current) {
      const currentMilestone = d.startMilestone[e]!;
      take =
        milestone >= 0
          ? currentMilestone < 0 || milestone < currentMilestone
          : currentMilestone < 0 && epic < d.startEpic[e]!;
    }
    if (take) {
      d.startInherited[e] = day;
      d.startMilestone[e] = milestone;
      d.startEpic[e] = epic;
    }
  };
  const offerDue = (e: number, day: number, milestone: number, epic: number) => {
    const current = d.dueInherited[e]!;
    let take = current === NO_DAY || day > current;
    if (!take && day === current) {
      const currentMilestone = d.dueMilestone[e]!;
      take =
        milestone >= 0
          ? currentMilestone < 0 || milestone < currentMilestone
          : currentMilestone < 0 && epic < d.dueEpic[e]!;
    }
    if (take) {
      d.dueInherited[e] = day;
      d.dueMilestone[e] = milestone;
      d.dueEpic[e] = epic;
    }
  };

  for (let j = 0; j < issues.count; j++) {
    const e = issues.epic[j]!;
    const m = issues.milestone[j]!;
    if (e < 0 || m < 0) continue;
    if (milestones.start[m] !== NO_DAY) offerStart(e, milestones.start[m]!, m, -1);
    if (milestones.due[m] !== NO_DAY) offerDue(e, milestones.due[m]!, m, -1);
  }

  for (let i = epics.count - 1; i >= 0; i--) {
    const hasSource = d.startInherited[i] !== NO_DAY || d.dueInherited[i] !== NO_DAY;
    const r = prng.next();
    let fixStart = true;
    let fixDue = true;
    let startValue = epics.anchorStart[i]!;
    let dueValue = epics.anchorDue[i]!;
    if (r < 0.1) {
      startValue = NO_DAY;
      dueValue = NO_DAY;
    } else if (hasSource && r < 0.55) {
      fixStart = false;
      fixDue = false;
    } else if (hasSource && r < 0.62) {
      fixDue = false;
    } else if (hasSource && r < 0.69) {
      fixStart = false;
    } else if (r > 0.96) {
      dueValue = NO_DAY;
    } else if (r > 0.92) {
      startValue = NO_DAY;
    }
    d.startIsFixed[i] = fixStart ? 1 : 0;
    d.dueIsFixed[i] = fixDue ? 1 : 0;
    if (fixStart) d.startFixed[i] = startValue;
    if (fixDue) d.dueFixed[i] = dueValue;
    d.start[i] = fixStart ? startValue : d.startInherited[i]!;
    d.due[i] = fixDue ? dueValue : d.dueInherited[i]!;
    const p = epics.parent[i]!;
    if (p >= 0) {
      if (d.start[i] !== NO_DAY) offerStart(p, d.start[i]!, -1, i);
      if (d.due[i] !== NO_DAY) offerDue(p, d.due[i]!, -1, i);
    }
  }
  return d;
}
