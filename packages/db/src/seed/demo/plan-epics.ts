import { monthEnd, monthStart } from '../dates.ts';
import type { Prng } from '../prng.ts';
import { DEMO_EPICS, EPIC_PALETTE, type FlatEpic, flattenEpics } from './epics.ts';
import { contributorsOf, HEALTH_WEIGHTS, later, pastMoment, type PlannedItem } from './model.ts';
import type { DemoLabel } from './planning.ts';
import { pathChain } from './structure.ts';

/** Labels an item in `ns` may carry: those of the namespace and its ancestors. */
export function labelsFor(labels: readonly DemoLabel[], ns: string): number[] {
  const chain = new Set(pathChain(ns));
  const out: number[] = [];
  labels.forEach((label, index) => {
    if (chain.has(label.ns)) out.push(index);
  });
  return out;
}

export function labelIndex(labels: readonly DemoLabel[], ns: string, title: string): number {
  const candidates = labelsFor(labels, ns);
  const found = candidates.find((i) => labels[i]?.title === title);
  if (found === undefined) throw new Error(`Label "${title}" is not available in "${ns}"`);
  return found;
}

/** Adds random labels, never two with the same `scope::`. */
export function addRandomLabels(
  prng: Prng,
  labels: readonly DemoLabel[],
  available: readonly number[],
  chosen: number[],
  count: number,
): number[] {
  const scopeOf = (i: number) => {
    const title = labels[i]?.title ?? '';
    const at = title.lastIndexOf('::');
    return at < 0 ? null : title.slice(0, at);
  };
  const scopes = new Set(chosen.map(scopeOf).filter((s) => s !== null));
  for (const candidate of prng.sample(available, available.length)) {
    if (chosen.length >= count) break;
    if (chosen.includes(candidate)) continue;
    const scope = scopeOf(candidate);
    if (scope !== null && scopes.has(scope)) continue;
    if (scope !== null) scopes.add(scope);
    chosen.push(candidate);
  }
  return chosen;
}

/** Plans the 60 epics: dates (fixed from the spec, else inherited), colours, labels, states. */
export function planEpics(
  prng: Prng,
  today: number,
  labels: readonly DemoLabel[],
): { flat: FlatEpic[]; items: PlannedItem[] } {
  const flat = flattenEpics(DEMO_EPICS);
  const iidByGroup = new Map<string, number>();
  const items: PlannedItem[] = [];
  flat.forEach((entry, index) => {
    const { spec } = entry;
    const parent = entry.parent === null ? null : items[entry.parent];
    const iid = (iidByGroup.get(spec.group) ?? 0) + 1;
    iidByGroup.set(spec.group, iid);
    const created = pastMoment(prng, today, Math.max(20, 365 - index * 5 - prng.int(0, 4)));
    const updated = later(prng, today, created, 200);
    const closed = spec.closed === true;
    const authors = contributorsOf(spec.group);
    const color =
      spec.color ?? (parent && prng.chance(0.6) ? parent.color : prng.pick(EPIC_PALETTE));
    const chosen = (spec.labels ?? []).map((title) => labelIndex(labels, spec.group, title));
    const extra = prng.int(0, chosen.length === 0 ? 2 : 1);
    const available = labelsFor(labels, spec.group);
    addRandomLabels(prng, labels, available, chosen, chosen.length + extra);
    items.push({
      type: 'epic',
      kind: 'epic',
      ns: spec.group,
      iid,
      title: spec.title,
      description: '',
      closed,
      confidential: spec.confidential === true,
      startIsFixed: spec.start !== undefined,
      startFixed: spec.start === undefined ? null : monthStart(today, spec.start) + prng.int(0, 9),
      dueIsFixed: spec.due !== undefined,
      dueFixed: spec.due === undefined ? null : monthEnd(today, spec.due) - prng.int(0, 9),
      weight: null,
      health: closed ? null : prng.weighted(HEALTH_WEIGHTS),
      color,
      severity: 'unknown',
      milestone: null,
      author: prng.pick(authors),
      assignees: [],
      labels: chosen,
      parent: entry.parent,
      created,
      updated,
      closedAt: closed ? updated : null,
      closedBy: closed ? prng.pick(authors) : null,
    });
  });
  return { flat, items };
}
