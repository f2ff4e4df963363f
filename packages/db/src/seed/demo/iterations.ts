// Additions planned after everything else, so the random streams of the rest of the demo stay
// as they were: an iteration cadence with two-week iterations, iterations on the open issues
// that appear in blocking popovers under it, and one open issue by a banned author (its
// popover shows the 'Hidden' badge).
import { pathChain } from './structure.ts';
import { DEMO_USERS } from './people.ts';
import type { DemoCadence, DemoIteration } from './iteration-types.ts';
import type { DemoPlan, PlannedItem } from './model.ts';
import { mondayOf } from './planning.ts';

const SPRINTS_BEFORE = 6;
const SPRINTS_AFTER = 3;

/** 'Platform sprints': automatic, untitled two-week iterations, the current one holds today. */
export function demoIterations(today: number): {
  cadences: DemoCadence[];
  iterations: DemoIteration[];
} {
  const first = mondayOf(today) - 14 * SPRINTS_BEFORE;
  const cadences: DemoCadence[] = [
    {
      ns: 'platform',
      title: 'Platform sprints',
      description: 'Two-week sprints of the platform teams.',
      start: first,
      durationInWeeks: 2,
      iterationsInAdvance: SPRINTS_AFTER,
    },
  ];
  const iterations: DemoIteration[] = [];
  for (let k = 0; k <= SPRINTS_BEFORE + SPRINTS_AFTER; k++) {
    const start = first + 14 * k;
    iterations.push({ cadence: 0, iid: k + 1, sequence: k + 1, start, due: start + 13 });
  }
  return { cadences, iterations };
}

/** Under the cadence's group: the iteration holding the due date, else the current one. */
function iterationFor(plan: DemoPlan, item: PlannedItem): number | null {
  if (item.type === 'epic' || item.closed) return null;
  const cadences = new Set(pathChain(item.ns));
  const candidates = plan.iterations
    .map((it, index) => ({ it, index }))
    .filter(({ it }) => cadences.has(plan.cadences[it.cadence]!.ns));
  if (candidates.length === 0) return null;
  const day = item.dueFixed ?? plan.today;
  const holding = candidates.find(({ it }) => it.start <= day && day <= it.due);
  const current = candidates.find(({ it }) => it.start <= plan.today && plan.today <= it.due);
  return (holding ?? current)?.index ?? null;
}

/** The banned author's issue: blocks 'Account linking across products'. */
export function addHiddenIssue(plan: DemoPlan): void {
  const author = DEMO_USERS.findIndex((u) => u.state === 'banned');
  const blocked = plan.items.findIndex(
    (i) => i.type === 'epic' && i.title === 'Account linking across products',
  );
  if (author < 0 || blocked < 0) throw new Error('Demo: no banned user or blocked epic');
  const ns = 'platform/api/gateway';
  const iid = Math.max(0, ...plan.items.filter((i) => i.ns === ns).map((i) => i.iid)) + 1;
  const created = [plan.today - 3, 11 * 3600] as const;
  plan.items.push({
    type: 'issue',
    kind: 'feature',
    ns,
    iid,
    title: 'Link our partner discount site from the login page',
    description: 'Great deals for every account! Add a banner linking to our partner site.',
    closed: false,
    confidential: false,
    startIsFixed: false,
    startFixed: null,
    dueIsFixed: false,
    dueFixed: null,
    weight: null,
    health: null,
    color: '#1068bf',
    severity: 'unknown',
    milestone: null,
    author,
    assignees: [],
    labels: [],
    parent: null,
    created,
    updated: created,
    closedAt: null,
    closedBy: null,
  });
  plan.links.push({ source: plan.items.length - 1, target: blocked, type: 'blocks' });
}

/** Iterations on open issues under the cadence's group that block or are blocked by something. */
export function assignIterations(plan: DemoPlan): void {
  const linked = new Set<number>();
  for (const link of plan.links) {
    if (link.type !== 'blocks') continue;
    linked.add(link.source);
    linked.add(link.target);
  }
  for (const index of [...linked].sort((a, b) => a - b)) {
    const item = plan.items[index]!;
    const iteration = iterationFor(plan, item);
    if (iteration !== null) item.iteration = iteration;
  }
}
