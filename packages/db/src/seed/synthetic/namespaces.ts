import type { Prng } from '../prng.ts';
import type { SyntheticCounts } from './config.ts';
import { AREAS } from './words.ts';

export type Visibility = 'public' | 'internal' | 'private';

/** Groups then projects, parents before children; index 0 is the top group. */
export interface SyntheticNamespace {
  kind: 'group' | 'project';
  parent: number;
  /** 1 for the top group; a project's level is its group's plus one. */
  level: number;
  name: string;
  path: string;
  fullPath: string;
  fullName: string;
  visibility: Visibility;
  /** Namespace indexes from the top group down to this one. */
  chain: number[];
}

export interface NamespacePlan {
  all: SyntheticNamespace[];
  groupCount: number;
  /** For each group index: projects at or below it. */
  projectsBelow: number[][];
}

const RANK: Record<Visibility, number> = { private: 0, internal: 1, public: 2 };

function childVisibility(prng: Prng, parent: Visibility): Visibility {
  const wanted = prng.weighted<Visibility>([
    ['public', 88],
    ['internal', 8],
    ['private', 4],
  ]);
  return RANK[wanted] < RANK[parent] ? wanted : parent;
}

/**
 * A group tree of `counts.groups` subgroups over levels 2-4 below the top group (about 4% on
 * level 2, 24% on level 3, the rest on level 4), then `counts.projects` projects: one in every
 * leaf group first, so every group has a project below it, the rest anywhere.
 */
export function planNamespaces(
  prng: Prng,
  counts: SyntheticCounts,
  top: { path: string; name: string },
): NamespacePlan {
  const all: SyntheticNamespace[] = [
    {
      kind: 'group',
      parent: -1,
      level: 1,
      name: top.name,
      path: top.path,
      fullPath: top.path,
      fullName: top.name,
      visibility: 'public',
      chain: [0],
    },
  ];
  const add = (kind: 'group' | 'project', parent: number) => {
    const p = all[parent];
    if (!p) throw new Error('parent namespace missing');
    const word = prng.pick(AREAS);
    const n = all.length;
    const name =
      kind === 'group' ? `${word[0]!.toUpperCase()}${word.slice(1)} ${n}` : `${word}-service-${n}`;
    const path = kind === 'group' ? `${word}-${n}` : name;
    all.push({
      kind,
      parent,
      level: p.level + 1,
      name,
      path,
      fullPath: `${p.fullPath}/${path}`,
      fullName: `${p.fullName} / ${name}`,
      visibility: childVisibility(prng, p.visibility),
      chain: [...p.chain, n],
    });
  };
  const level2 = counts.groups > 0 ? Math.max(1, Math.round(counts.groups * 0.04)) : 0;
  const level3 = Math.min(counts.groups - level2, Math.round(counts.groups * 0.24));
  const level4 = counts.groups - level2 - level3;
  const byLevel: number[][] = [[0], [], [], []];
  const plan: [number, number][] = [
    [2, level2],
    [3, level3],
    [4, level4],
  ];
  for (const [level, count] of plan) {
    for (let k = 0; k < count; k++) {
      const parents = byLevel[level - 2]!;
      byLevel[level - 1]!.push(all.length);
      add('group', prng.pick(parents.length > 0 ? parents : [0]));
    }
  }
  const groupCount = all.length;
  const hasChild = new Uint8Array(groupCount);
  for (const ns of all) if (ns.parent >= 0) hasChild[ns.parent] = 1;
  const leaves: number[] = [];
  for (let g = 0; g < groupCount; g++) if (!hasChild[g]) leaves.push(g);
  const projectCount = Math.max(counts.projects, leaves.length);
  for (let k = 0; k < projectCount; k++) {
    add('project', k < leaves.length ? leaves[k]! : prng.int(0, groupCount - 1));
  }
  const projectsBelow: number[][] = Array.from({ length: groupCount }, () => []);
  for (let i = groupCount; i < all.length; i++) {
    for (const g of all[i]!.chain) if (g < groupCount) projectsBelow[g]!.push(i);
  }
  return { all, groupCount, projectsBelow };
}
