/**
 * Synthetic workspace sizes. `groups` counts subgroups below the top group; projects default to
 * two per subgroup. Explicit `epics` / `issues` / `groups` overrides scale the dependent counts
 * (milestones, labels, links) so small test runs stay proportionate.
 */
export interface SyntheticCounts {
  groups: number;
  projects: number;
  epics: number;
  issues: number;
  milestones: number;
  labels: number;
  blockingLinks: number;
  users: number;
}

export const SCALES = {
  small: {
    groups: 50,
    projects: 100,
    epics: 2_000,
    issues: 10_000,
    milestones: 200,
    labels: 100,
    blockingLinks: 400,
    users: 20,
  },
  large: {
    groups: 500,
    projects: 1_000,
    epics: 100_000,
    issues: 500_000,
    milestones: 5_000,
    labels: 2_000,
    blockingLinks: 20_000,
    users: 20,
  },
} as const satisfies Record<string, SyntheticCounts>;

export type ScaleName = keyof typeof SCALES;

export interface SyntheticOverrides {
  epics?: number | undefined;
  issues?: number | undefined;
  groups?: number | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function resolveCounts(scale: ScaleName, overrides: SyntheticOverrides): SyntheticCounts {
  const base = SCALES[scale];
  const check = (name: string, value: number | undefined) => {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new Error(`${name} must be a whole number, got ${String(value)}`);
    }
    return value;
  };
  const groups = check('groups', overrides.groups) ?? base.groups;
  const epics = check('epics', overrides.epics) ?? base.epics;
  const issues = check('issues', overrides.issues) ?? base.issues;
  const byEpics = overrides.epics !== undefined;
  return {
    groups,
    projects: overrides.groups !== undefined ? Math.max(1, groups * 2) : base.projects,
    epics,
    issues,
    milestones: byEpics ? clamp(Math.round(epics * 0.05), 80, base.milestones) : base.milestones,
    labels: byEpics ? clamp(Math.round(epics * 0.02), 30, base.labels) : base.labels,
    blockingLinks: byEpics ? Math.round(epics * 0.2) : base.blockingLinks,
    users: base.users,
  };
}
