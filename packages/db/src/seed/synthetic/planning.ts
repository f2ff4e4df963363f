import { monthEnd, monthStart } from '../dates.ts';
import type { Prng } from '../prng.ts';
import type { NamespacePlan } from './namespaces.ts';
import { AREAS, COLORS, FIXED_TOP_LABELS, LABEL_SCOPES } from './words.ts';

/** Sentinel for "no date" in the typed arrays. */
export const NO_DAY = -2_147_483_648;
/** Half of the six-year date spread, in days. */
export const HALF_SPAN = 1095;

export interface MilestonePlan {
  count: number;
  ns: Int32Array;
  iid: Int32Array;
  start: Int32Array;
  due: Int32Array;
  title: string[];
  /** Dated milestones usable by a project's issues (its own and its groups'), sorted by start. */
  forProject(project: number): Int32Array;
}

/**
 * The top group gets one milestone per month over the six years (so every issue can find one
 * near its epic's dates); the rest go to random groups (40%) and projects (60%) with random
 * dates, 5% undated.
 */
export function planMilestones(
  prng: Prng,
  total: number,
  namespaces: NamespacePlan,
  today: number,
): MilestonePlan {
  const ns = new Int32Array(total);
  const iid = new Int32Array(total);
  const start = new Int32Array(total).fill(NO_DAY);
  const due = new Int32Array(total).fill(NO_DAY);
  const title: string[] = [];
  const iids = new Map<number, number>();
  const monthly = Math.min(total, 73);
  for (let i = 0; i < total; i++) {
    let owner = 0;
    if (i < monthly) {
      start[i] = monthStart(today, i - 36);
      due[i] = monthEnd(today, i - 36);
    } else {
      const groups = namespaces.groupCount;
      owner = prng.chance(0.4)
        ? prng.int(0, groups - 1)
        : prng.int(groups, namespaces.all.length - 1);
      if (!prng.chance(0.05)) {
        start[i] = today - HALF_SPAN + prng.int(0, 2 * HALF_SPAN - 14);
        due[i] = start[i]! + prng.int(7, 120);
      }
    }
    ns[i] = owner;
    const n = (iids.get(owner) ?? 0) + 1;
    iids.set(owner, n);
    iid[i] = n;
    title.push(i < monthly ? `Release ${i + 1}` : `${prng.pick(AREAS)} milestone ${n}`);
  }
  const byNamespace = new Map<number, number[]>();
  for (let i = 0; i < total; i++) {
    if (start[i] === NO_DAY) continue;
    const list = byNamespace.get(ns[i]!) ?? [];
    list.push(i);
    byNamespace.set(ns[i]!, list);
  }
  const cache = new Map<number, Int32Array>();
  const forProject = (project: number) => {
    let list = cache.get(project);
    if (!list) {
      const ids = namespaces.all[project]!.chain.flatMap((n) => byNamespace.get(n) ?? []);
      list = Int32Array.from(ids).sort((a, b) => start[a]! - start[b]! || a - b);
      cache.set(project, list);
    }
    return list;
  };
  return { count: total, ns, iid, start, due, title, forProject };
}

/** The dated milestone in `sorted` whose start is nearest to `day` (-1 when there is none). */
export function nearestMilestone(plan: MilestonePlan, sorted: Int32Array, day: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (plan.start[sorted[mid]!]! < day) lo = mid + 1;
    else hi = mid;
  }
  const after = sorted[lo];
  const before = sorted[lo - 1];
  if (after === undefined) return before ?? -1;
  if (before === undefined) return after;
  return day - plan.start[before]! <= plan.start[after]! - day ? before : after;
}

export interface LabelPlan {
  count: number;
  ns: Int32Array;
  title: string[];
  color: string[];
  /** -1 for plain labels, else an index into the scope names (scoped labels exclude each other). */
  scope: Int32Array;
  /** Labels of the top group, and per namespace the labels of its chain below the top. */
  top: number[];
  local(namespace: number): number[];
}

/** 20% of labels on the top group, the rest on random groups and projects; a third scoped. */
export function planLabels(prng: Prng, total: number, namespaces: NamespacePlan): LabelPlan {
  const ns = new Int32Array(total);
  const scope = new Int32Array(total).fill(-1);
  const title: string[] = [];
  const color: string[] = [];
  const scopeIds = new Map<string, number>();
  const topCount = Math.max(Math.min(total, FIXED_TOP_LABELS.length), Math.round(total * 0.2));
  for (let i = 0; i < total; i++) {
    const fixed = FIXED_TOP_LABELS[i];
    let text: string;
    if (fixed !== undefined) text = fixed;
    else if (i % 3 === 0) text = `${prng.pick(LABEL_SCOPES)}::${prng.pick(AREAS)}-${i}`;
    else text = `${prng.pick(AREAS)}-${i}`;
    const at = text.indexOf('::');
    if (at > 0) {
      const key = text.slice(0, at);
      if (!scopeIds.has(key)) scopeIds.set(key, scopeIds.size);
      scope[i] = scopeIds.get(key)!;
    }
    ns[i] = i < topCount ? 0 : prng.int(1, Math.max(1, namespaces.all.length - 1));
    if (ns[i]! >= namespaces.all.length) ns[i] = 0;
    title.push(text);
    color.push(prng.pick(COLORS));
  }
  const byNamespace = new Map<number, number[]>();
  for (let i = 0; i < total; i++) {
    const list = byNamespace.get(ns[i]!) ?? [];
    list.push(i);
    byNamespace.set(ns[i]!, list);
  }
  const cache = new Map<number, number[]>();
  return {
    count: total,
    ns,
    title,
    color,
    scope,
    top: byNamespace.get(0) ?? [],
    local: (namespace) => {
      let list = cache.get(namespace);
      if (!list) {
        list = namespaces.all[namespace]!.chain.slice(1).flatMap((n) => byNamespace.get(n) ?? []);
        cache.set(namespace, list);
      }
      return list;
    },
  };
}
