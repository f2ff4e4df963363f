import type { Prng } from '../prng.ts';
import { DEMO_USERS } from './people.ts';
import { DEMO_NAMESPACES, pathChain } from './structure.ts';
import type { DemoCadence, DemoIteration } from './iteration-types.ts';
import type { DemoLabel, DemoMilestone } from './planning.ts';

/**
 * The demo as plain data before it gets database ids: items, milestones, labels and users refer
 * to each other by index into the plan's arrays.
 */
export type HealthStatus = 'on_track' | 'needs_attention' | 'at_risk';

export interface PlannedItem {
  type: 'epic' | 'issue' | 'incident';
  /** What the description should look like. */
  kind: 'epic' | 'bug' | 'feature' | 'incident';
  ns: string;
  iid: number;
  title: string;
  description: string;
  closed: boolean;
  confidential: boolean;
  startIsFixed: boolean;
  startFixed: number | null;
  dueIsFixed: boolean;
  dueFixed: number | null;
  weight: number | null;
  health: HealthStatus | null;
  color: string;
  severity: 'critical' | 'high' | 'medium' | 'low' | 'unknown';
  milestone: number | null;
  /** Index into the plan's iterations. */
  iteration?: number;
  author: number;
  assignees: number[];
  labels: number[];
  parent: number | null;
  /** Creation, last update and close as [day, second of day]. */
  created: readonly [number, number];
  updated: readonly [number, number];
  closedAt: readonly [number, number] | null;
  closedBy: number | null;
}

export interface PlannedMilestone extends DemoMilestone {
  iid: number;
}

export interface DemoPlan {
  today: number;
  milestones: PlannedMilestone[];
  cadences: DemoCadence[];
  iterations: DemoIteration[];
  labels: DemoLabel[];
  items: PlannedItem[];
  links: { source: number; target: number; type: 'blocks' | 'relates_to' }[];
  emoji: { item: number; user: number; name: string }[];
}

/** Indices of demo users whose memberships give at least `minLevel` on namespace `ns`. */
export function membersOf(ns: string, minLevel: number): number[] {
  const chain = new Set(pathChain(ns));
  const out: number[] = [];
  DEMO_USERS.forEach((user, index) => {
    if (user.memberships.some(([path, level]) => chain.has(path) && level >= minLevel)) {
      out.push(index);
    }
  });
  return out;
}

/** Users who may work on items in `ns` (developers and up who are demo contributors). */
export function contributorsOf(ns: string): number[] {
  return membersOf(ns, 30).filter((i) => DEMO_USERS[i]?.contributor);
}

/** Whether anyone signed in may see `ns` (no private namespace on its path). */
export function isOpenToAll(ns: string): boolean {
  return pathChain(ns).every(
    (p) => DEMO_NAMESPACES.find((n) => n.path === p)?.visibility !== 'private',
  );
}

/** Projects at or below a group path. */
export function projectsBelow(group: string): string[] {
  return DEMO_NAMESPACES.filter(
    (n) => n.kind === 'project' && (group === '' || n.path.startsWith(`${group}/`)),
  ).map((n) => n.path);
}

/** A timestamp `ageDays` before today at a working-hours time. */
export function pastMoment(prng: Prng, today: number, ageDays: number): [number, number] {
  return [today - ageDays, prng.int(8 * 3600, 18 * 3600)];
}

/** A moment up to `maxDays` after `from`, never later than yesterday. */
export function later(
  prng: Prng,
  today: number,
  from: readonly [number, number],
  maxDays: number,
): [number, number] {
  const day = Math.min(today - 1, from[0] + prng.int(0, maxDays));
  const second =
    day === from[0] ? Math.min(86_399, from[1] + prng.int(60, 7200)) : prng.int(28_800, 64_800);
  return day < from[0] ? [from[0], from[1]] : [day, second];
}

export const HEALTH_WEIGHTS: readonly (readonly [HealthStatus | null, number])[] = [
  ['on_track', 40],
  ['needs_attention', 15],
  ['at_risk', 12],
  [null, 33],
];
