import type { Prng } from '../prng.ts';
import type { NamespacePlan } from './namespaces.ts';
import { HALF_SPAN, NO_DAY } from './planning.ts';

export const MAX_EPIC_LEVEL = 7;

/**
 * Epic structure in typed arrays (100,000 epics fit in a few MB). Parents always have a lower
 * index than their children, so walking the indexes backwards is a bottom-up order.
 */
export interface EpicPlan {
  count: number;
  group: Int32Array;
  parent: Int32Array;
  level: Uint8Array;
  iid: Int32Array;
  /** The period the epic is about; fixed dates and child milestones are drawn from it. */
  anchorStart: Int32Array;
  anchorDue: Int32Array;
}

const LEVEL_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 25],
  [3, 18],
  [4, 12],
  [5, 8],
  [6, 5],
  [7, 2],
];

/** Cumulative weights for picking a group: the top group is busiest, others vary. */
function groupPicker(prng: Prng, groupCount: number): () => number {
  const cumulative = new Float64Array(groupCount);
  let total = 0;
  for (let g = 0; g < groupCount; g++) {
    total += g === 0 ? 5 : 0.2 + prng.next() * 1.8;
    cumulative[g] = total;
  }
  return () => {
    const r = prng.next() * total;
    let lo = 0;
    let hi = groupCount - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! <= r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * Each epic picks a group and a wanted level, then a parent one level up in the same group or
 * an ancestor group (GitLab's rule: a child epic lives at or below its parent's group). When no
 * such parent exists yet it settles for a shallower level.
 */
export function planEpics(
  prng: Prng,
  count: number,
  namespaces: NamespacePlan,
  today: number,
): EpicPlan {
  const group = new Int32Array(count);
  const parent = new Int32Array(count).fill(-1);
  const level = new Uint8Array(count);
  const iid = new Int32Array(count);
  const anchorStart = new Int32Array(count);
  const anchorDue = new Int32Array(count);
  const iidCounter = new Int32Array(namespaces.groupCount);
  /** Epics by (group, level): key group * 8 + level. */
  const byGroupLevel = new Map<number, number[]>();
  const pickGroup = groupPicker(prng, namespaces.groupCount);
  const lastDay = today + HALF_SPAN;

  for (let i = 0; i < count; i++) {
    const g = pickGroup();
    const chain = namespaces.all[g]!.chain;
    let lvl = prng.weighted(LEVEL_WEIGHTS);
    let p = -1;
    for (; lvl > 1; lvl--) {
      const h = prng.chance(0.6) ? g : chain[prng.int(0, chain.length - 1)]!;
      const candidates = byGroupLevel.get(h * 8 + lvl - 1) ?? byGroupLevel.get(g * 8 + lvl - 1);
      if (candidates && candidates.length > 0) {
        p = candidates[prng.int(0, candidates.length - 1)]!;
        break;
      }
    }
    group[i] = g;
    parent[i] = p;
    level[i] = lvl;
    iid[i] = ++iidCounter[g]!;
    const key = g * 8 + lvl;
    const list = byGroupLevel.get(key);
    if (list) list.push(i);
    else byGroupLevel.set(key, [i]);

    if (p < 0) {
      if (prng.chance(0.01)) {
        // Programmes running past any three-year window.
        anchorStart[i] = today - HALF_SPAN - prng.int(0, 365);
        anchorDue[i] = lastDay + prng.int(0, 365);
      } else {
        anchorStart[i] = today - HALF_SPAN + prng.int(0, 2 * HALF_SPAN - 30);
        anchorDue[i] = Math.min(lastDay, anchorStart[i]! + prng.int(30, 450));
      }
    } else {
      const ps = anchorStart[p]!;
      const pd = anchorDue[p]!;
      const span = Math.max(1, pd - ps);
      anchorStart[i] = ps + prng.int(0, Math.floor(span * 0.6));
      anchorDue[i] = anchorStart[i]! + prng.int(14, Math.max(14, pd - anchorStart[i]!));
    }
  }
  return { count, group, parent, level, iid, anchorStart, anchorDue };
}

/** Final dates of every epic, as `recomputeEpicDates` would leave them. */
export interface EpicDates {
  startIsFixed: Uint8Array;
  dueIsFixed: Uint8Array;
  startFixed: Int32Array;
  dueFixed: Int32Array;
  start: Int32Array;
  due: Int32Array;
  startInherited: Int32Array;
  dueInherited: Int32Array;
  /** Sourcing milestone index or epic index, -1 for none. */
  startMilestone: Int32Array;
  startEpic: Int32Array;
  dueMilestone: Int32Array;
  dueEpic: Int32Array;
}

export function emptyEpicDates(count: number): EpicDates {
  return {
    startIsFixed: new Uint8Array(count),
    dueIsFixed: new Uint8Array(count),
    startFixed: new Int32Array(count).fill(NO_DAY),
    dueFixed: new Int32Array(count).fill(NO_DAY),
    start: new Int32Array(count).fill(NO_DAY),
    due: new Int32Array(count).fill(NO_DAY),
    startInherited: new Int32Array(count).fill(NO_DAY),
    dueInherited: new Int32Array(count).fill(NO_DAY),
    startMilestone: new Int32Array(count).fill(-1),
    startEpic: new Int32Array(count).fill(-1),
    dueMilestone: new Int32Array(count).fill(-1),
    dueEpic: new Int32Array(count).fill(-1),
  };
}
