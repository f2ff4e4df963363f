import { monthEnd, monthStart } from '../dates.ts';
import type { Prng } from '../prng.ts';
import type { FlatEpic } from './epics.ts';
import { IssueTitles, type IssueText } from './issue-text.ts';
import {
  contributorsOf,
  HEALTH_WEIGHTS,
  later,
  pastMoment,
  type PlannedItem,
  type PlannedMilestone,
  projectsBelow,
} from './model.ts';
import { addRandomLabels, labelIndex, labelsFor } from './plan-epics.ts';
import type { DemoLabel } from './planning.ts';
import { DEMO_NAMESPACES, pathChain } from './structure.ts';

const UNPARENTED_ISSUES = 60;
const WEIGHTS: readonly (readonly [number | null, number])[] = [
  [1, 14],
  [2, 18],
  [3, 18],
  [4, 7],
  [5, 12],
  [6, 4],
  [7, 3],
  [8, 8],
  [null, 20],
];
const TEAM_LABEL: Record<string, string> = {
  website: 'team::frontend',
  'platform/backend': 'team::backend',
  'platform/api/gateway': 'team::backend',
  'platform/data/warehouse': 'team::backend',
  'mobile/ios/app': 'team::mobile',
  'mobile/android/app': 'team::mobile',
};

interface IssueContext {
  prng: Prng;
  today: number;
  milestones: readonly PlannedMilestone[];
  labels: readonly DemoLabel[];
  titles: IssueTitles;
}

/** Milestones an issue in `project` may use (its own and its ancestors'). */
function milestonesFor(milestones: readonly PlannedMilestone[], project: string): number[] {
  const chain = new Set(pathChain(project));
  const out: number[] = [];
  milestones.forEach((m, i) => {
    if (chain.has(m.ns)) out.push(i);
  });
  return out;
}

/** A milestone overlapping `window` (days) when there is one, else the closest dated one. */
function milestoneInWindow(
  ctx: IssueContext,
  candidates: readonly number[],
  window: readonly [number, number],
): number | null {
  const dated = candidates.filter((i) => {
    const m = ctx.milestones[i];
    return m !== undefined && m.start !== null && m.due !== null;
  });
  const overlapping = dated.filter((i) => {
    const m = ctx.milestones[i]!;
    return m.start! <= window[1] && m.due! >= window[0];
  });
  if (overlapping.length > 0) return ctx.prng.pick(overlapping);
  const distance = (i: number) => {
    const m = ctx.milestones[i]!;
    return Math.min(Math.abs(m.start! - window[1]), Math.abs(m.due! - window[0]));
  };
  return dated.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

function planIssue(
  ctx: IssueContext,
  project: string,
  options: {
    parent: number | null;
    parentItem: PlannedItem | null;
    milestone: 'none' | 'maybe' | readonly [number, number, boolean];
    type?: 'issue' | 'incident';
  },
): PlannedItem {
  const { prng, today } = ctx;
  const type = options.type ?? 'issue';
  const text: IssueText =
    type === 'incident' ? ctx.titles.nextIncident() : ctx.titles.next(project);
  const parentClosed = options.parentItem?.closed === true;
  const closed = prng.chance(parentClosed ? 0.9 : 0.25);
  const candidates = milestonesFor(ctx.milestones, project);
  let milestone: number | null = null;
  if (Array.isArray(options.milestone)) {
    const [from, to, always] = options.milestone as readonly [number, number, boolean];
    if (always || prng.chance(0.7)) milestone = milestoneInWindow(ctx, candidates, [from, to]);
  } else if (options.milestone === 'maybe' && prng.chance(0.55)) {
    milestone = prng.pick(candidates);
  }
  const m = milestone === null ? null : ctx.milestones[milestone];
  let dueFixed: number | null = null;
  let startFixed: number | null = null;
  if (prng.chance(0.35)) {
    dueFixed = m?.due != null ? m.due - prng.int(0, 10) : today + prng.int(-60, 90);
    if (prng.chance(0.35)) startFixed = dueFixed - prng.int(3, 21);
  }
  const created = pastMoment(prng, today, prng.int(3, 360));
  const updated = later(prng, today, created, 150);
  const people = contributorsOf(project);
  const assignees = prng.chance(0.8) ? prng.sample(people, prng.chance(0.18) ? 2 : 1) : [];
  const chosen: number[] = [];
  if (text.kind === 'bug') chosen.push(labelIndex(ctx.labels, project, 'bug'));
  else if (prng.chance(0.6)) chosen.push(labelIndex(ctx.labels, project, 'feature'));
  const team = TEAM_LABEL[project];
  if (team && prng.chance(0.7)) chosen.push(labelIndex(ctx.labels, project, team));
  if (prng.chance(0.6)) {
    const priority = prng.weighted([
      ['priority::high', 2],
      ['priority::medium', 3],
      ['priority::low', 2],
    ] as const);
    chosen.push(labelIndex(ctx.labels, project, priority));
  }
  if (prng.chance(0.3)) {
    addRandomLabels(prng, ctx.labels, labelsFor(ctx.labels, project), chosen, chosen.length + 1);
  }
  return {
    type,
    kind: text.kind,
    ns: project,
    iid: 0,
    title: text.title,
    description: '',
    closed,
    confidential: prng.chance(options.parentItem?.confidential ? 0.5 : 0.04),
    startIsFixed: startFixed !== null,
    startFixed,
    dueIsFixed: dueFixed !== null,
    dueFixed,
    weight: prng.weighted(WEIGHTS),
    health: closed ? null : prng.weighted(HEALTH_WEIGHTS),
    color: '#1068bf',
    severity:
      type === 'incident' ? prng.pick(['critical', 'high', 'medium', 'low'] as const) : 'unknown',
    milestone,
    author: prng.pick(people),
    assignees,
    labels: chosen,
    parent: options.parent,
    created,
    updated,
    closedAt: closed ? updated : null,
    closedBy: closed ? (assignees[0] ?? prng.pick(people)) : null,
  };
}

/**
 * About 300 issues: 4-7 under each leaf epic and 0-2 under the others, from projects below the
 * epic's group, with milestones chosen so inheriting epics land in their intended window; plus
 * issues (and a few incidents) without an epic.
 */
export function planIssues(
  prng: Prng,
  today: number,
  flat: readonly FlatEpic[],
  epics: readonly PlannedItem[],
  milestones: readonly PlannedMilestone[],
  labels: readonly DemoLabel[],
): PlannedItem[] {
  const ctx: IssueContext = { prng, today, milestones, labels, titles: new IssueTitles(prng) };
  const issues: PlannedItem[] = [];
  flat.forEach(({ spec, isLeaf }, index) => {
    const count = spec.issues ?? (isLeaf ? prng.int(4, 7) : prng.int(0, 2));
    const projects = spec.projects ?? projectsBelow(spec.group);
    const months =
      spec.hint ??
      (spec.start !== undefined && spec.due !== undefined ? [spec.start, spec.due] : null);
    for (let k = 0; k < count; k++) {
      const milestone =
        spec.issueMilestones === false
          ? ('none' as const)
          : months === null
            ? ('maybe' as const)
            : ([
                monthStart(today, months[0]),
                monthEnd(today, months[1]),
                spec.hint !== undefined,
              ] as const);
      issues.push(
        planIssue(ctx, prng.pick(projects), {
          parent: index,
          parentItem: epics[index] ?? null,
          milestone,
        }),
      );
    }
  });
  const projects = DEMO_NAMESPACES.filter((n) => n.kind === 'project').map((n) => n.path);
  for (let k = 0; k < UNPARENTED_ISSUES; k++) {
    const incident = k % 10 === 0;
    const project = incident
      ? prng.pick(['platform/backend', 'platform/api/gateway'])
      : prng.pick(projects);
    issues.push(
      planIssue(ctx, project, {
        parent: null,
        parentItem: null,
        milestone: 'maybe',
        type: incident ? 'incident' : 'issue',
      }),
    );
  }
  return issues;
}
