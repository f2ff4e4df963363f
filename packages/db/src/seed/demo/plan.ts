import type { Prng } from '../prng.ts';
import { epicDescription, issueDescription } from './issue-text.ts';
import { addHiddenIssue, assignIterations, demoIterations } from './iterations.ts';
import { type DemoPlan, isOpenToAll, membersOf, type PlannedItem } from './model.ts';
import { DEMO_USERS } from './people.ts';
import { planEpics } from './plan-epics.ts';
import { planIssues } from './plan-issues.ts';
import { DEMO_LABELS, demoMilestones } from './planning.ts';
import { fullPathOf } from './structure.ts';

/** Epic blockers by title: [blocked, ...blockers]. The first shows a "+N more" popover. */
const EPIC_BLOCKS: readonly (readonly string[])[] = [
  [
    'Session management overhaul',
    'Okta integration',
    'Azure AD integration',
    'Schema federation',
    'Secrets rotation',
    'Audit log streaming',
  ],
  ['Persisted queries', 'Schema federation'],
  ['Streaming aggregations', 'Event ingestion service'],
  ['Right-to-left layout support', 'Translation management workflow'],
  ['Billing revamp', 'Data platform modernization', 'Data retention policies'],
  ['Android home screen widgets', 'Push notification platform'],
  ['SLO dashboards', 'Distributed tracing'],
];

const EMOJI: readonly (readonly [string, number])[] = [
  ['thumbsup', 6],
  ['thumbsdown', 1],
  ['rocket', 2],
  ['tada', 2],
];

/** Builds the whole demo in memory, deterministically for `prng` and `today`. */
export function planDemo(prng: Prng, today: number): DemoPlan {
  const iids = new Map<string, number>();
  const milestones = demoMilestones(today).map((m) => {
    const iid = (iids.get(m.ns) ?? 0) + 1;
    iids.set(m.ns, iid);
    return { ...m, iid };
  });
  const labels = [...DEMO_LABELS];
  const { flat, items: epics } = planEpics(prng.fork(1), today, labels);
  const issues = planIssues(prng.fork(2), today, flat, epics, milestones, labels);
  const items = [...epics, ...issues];
  assignIssueIids(items);
  describe(prng.fork(3), items);
  const plan: DemoPlan = {
    today,
    milestones,
    ...demoIterations(today),
    labels,
    items,
    links: planLinks(prng.fork(4), items),
    emoji: planEmoji(prng.fork(5), items),
  };
  // Additions after the random parts, which stay exactly as they were.
  addHiddenIssue(plan);
  assignIterations(plan);
  return plan;
}

/** Issue iids per project follow creation time, as they would in a real project. */
function assignIssueIids(items: PlannedItem[]): void {
  const byProject = new Map<string, PlannedItem[]>();
  for (const item of items) {
    if (item.type === 'epic') continue;
    const list = byProject.get(item.ns) ?? [];
    list.push(item);
    byProject.set(item.ns, list);
  }
  for (const list of byProject.values()) {
    list
      .map((item, order) => ({ item, order }))
      .sort(
        (a, b) =>
          a.item.created[0] - b.item.created[0] ||
          a.item.created[1] - b.item.created[1] ||
          a.order - b.order,
      )
      .forEach(({ item }, i) => (item.iid = i + 1));
  }
}

function epicRef(epic: PlannedItem, from: string): string {
  return epic.ns === from ? `&${epic.iid}` : `${fullPathOf(epic.ns)}&${epic.iid}`;
}

function describe(prng: Prng, items: PlannedItem[]): void {
  for (const item of items) {
    if (item.type === 'epic') continue;
    const parent = item.parent === null ? null : items[item.parent];
    const earlier = items.filter((o) => o.type !== 'epic' && o.ns === item.ns && o.iid < item.iid);
    const related = earlier.length > 0 && prng.chance(0.5) ? prng.pick(earlier).iid : null;
    item.description = issueDescription(
      prng,
      { title: item.title, kind: item.kind === 'epic' ? 'feature' : item.kind },
      { relatedIssueIid: related, epicRef: parent ? epicRef(parent, '') : null },
    );
  }
  items.forEach((item, index) => {
    if (item.type !== 'epic') return;
    const children = items.filter((c) => c.parent === index);
    const parent = item.parent === null ? null : items[item.parent];
    item.description = epicDescription(prng, {
      childRefs: children.filter((c) => c.type === 'epic').map((c) => epicRef(c, item.ns)),
      issueRefs: children
        .filter((c) => c.type !== 'epic')
        .slice(0, 3)
        .map((c) => `${fullPathOf(c.ns)}#${c.iid}`),
      parentRef: parent ? epicRef(parent, item.ns) : null,
    });
  });
}

function planLinks(prng: Prng, items: readonly PlannedItem[]): DemoPlan['links'] {
  const links: DemoPlan['links'] = [];
  const seen = new Set<string>();
  const add = (source: number, target: number, type: 'blocks' | 'relates_to') => {
    if (source === target || seen.has(`${source}:${target}`) || seen.has(`${target}:${source}`)) {
      return;
    }
    seen.add(`${source}:${target}`);
    links.push({ source, target, type });
  };
  const epicByTitle = (title: string) => {
    const index = items.findIndex((i) => i.type === 'epic' && i.title === title);
    if (index < 0) throw new Error(`No demo epic titled "${title}"`);
    return index;
  };
  for (const [blocked, ...blockers] of EPIC_BLOCKS) {
    for (const blocker of blockers) add(epicByTitle(blocker), epicByTitle(blocked!), 'blocks');
  }
  const issueIndexes = items.flatMap((item, i) => (item.type === 'issue' ? [i] : []));
  const openIssuesOf = (epic: number) =>
    issueIndexes.filter((i) => items[i]?.parent === epic && !items[i]?.closed);
  // Issues blocking epics and epics blocking issues.
  for (const issue of openIssuesOf(epicByTitle('Okta integration')).slice(0, 2)) {
    add(issue, epicByTitle('Account linking across products'), 'blocks');
  }
  for (const issue of openIssuesOf(epicByTitle('Docs portal search')).slice(0, 1)) {
    add(issue, epicByTitle('Pricing page experiments'), 'blocks');
  }
  const backendIssues = issueIndexes.filter((i) => items[i]?.ns === 'platform/backend');
  for (const issue of prng.sample(backendIssues, 2)) {
    add(epicByTitle('CI pipeline speedups'), issue, 'blocks');
  }
  // Issues blocking issues (mostly within a project), and a few related ones.
  for (let k = 0; k < 40; k++) {
    const source = prng.pick(issueIndexes);
    const sameProject = issueIndexes.filter((i) => items[i]?.ns === items[source]?.ns);
    add(source, prng.pick(prng.chance(0.8) ? sameProject : issueIndexes), 'blocks');
  }
  // One issue blocked by five others, for the "+N more" popover on issues too.
  const hub = issueIndexes.find((i) => items[i]?.ns === 'platform/backend' && !items[i]?.closed);
  if (hub !== undefined) {
    for (const blocker of prng.sample(backendIssues, 6)) add(blocker, hub, 'blocks');
  }
  for (let k = 0; k < 12; k++) {
    add(prng.pick(issueIndexes), prng.pick(issueIndexes), 'relates_to');
  }
  return links;
}

function planEmoji(prng: Prng, items: readonly PlannedItem[]): DemoPlan['emoji'] {
  const emoji: DemoPlan['emoji'] = [];
  const outsider = DEMO_USERS.findIndex((u) => u.memberships.length === 0);
  items.forEach((item, index) => {
    if (!prng.chance(item.type === 'epic' ? 0.7 : 0.35)) return;
    const readers = membersOf(item.ns, item.confidential ? 20 : 10);
    if (!item.confidential && isOpenToAll(item.ns) && outsider >= 0) readers.push(outsider);
    for (const user of prng.sample(readers, prng.int(1, item.type === 'epic' ? 5 : 3))) {
      emoji.push({ item: index, user, name: prng.weighted(EMOJI) });
    }
  });
  return emoji;
}
