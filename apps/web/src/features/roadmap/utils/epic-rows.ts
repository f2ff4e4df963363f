// Epic list rows: validation (which epics can show), top-level selection and the flattened tree of
// expanded epics that the virtualised list renders.
import { isEpicDisplayable, isIsoDate } from '@cairn/timeline';
import type { RoadmapEpic } from '../graphql/types.ts';

export interface EpicRow {
  readonly key: string;
  readonly epic: RoadmapEpic;
  /** 0 for a top-level row; nesting indent runs to depth 6. */
  readonly depth: number;
  /** A child epic: a row under an expanded epic, or any row of the scoped child-epics form. */
  readonly isChildEpic: boolean;
}

export const MAX_INDENT_DEPTH = 6;

function validDate(value: string | null | undefined): string | null {
  return isIsoDate(value) ? value : null;
}

/** An epic is shown only if its start is not after its end. */
export function isValidRoadmapEpic(epic: RoadmapEpic): boolean {
  return isEpicDisplayable(validDate(epic.startDate), validDate(epic.dueDate));
}

/** Drops invalid epics and repeated ids (a later page can repeat an epic of an earlier one). */
export function validEpics(epics: readonly (RoadmapEpic | null | undefined)[]): RoadmapEpic[] {
  const seen = new Set<string>();
  const result: RoadmapEpic[] = [];
  for (const epic of epics) {
    if (!epic || seen.has(epic.id) || !isValidRoadmapEpic(epic)) continue;
    seen.add(epic.id);
    result.push(epic);
  }
  return result;
}

/**
 * The top-level rows of the group roadmap: epics without a parent, and epics whose parent (or any
 * ancestor) is not among the loaded epics — those are reached by expanding that ancestor instead.
 */
export function topLevelEpics(epics: readonly RoadmapEpic[]): RoadmapEpic[] {
  const ids = new Set(epics.map((epic) => epic.id));
  return epics.filter((epic) => {
    if (!epic.hasParent && !epic.parent) return true;
    const ancestorIds = (epic.ancestors?.nodes ?? []).flatMap((node) => (node ? [node.id] : []));
    if (epic.parent) ancestorIds.push(epic.parent.id);
    return !ancestorIds.some((id) => ids.has(id));
  });
}

export interface RowTreeInput {
  readonly roots: readonly RoadmapEpic[];
  /** All roots are child epics (scoped form). */
  readonly rootsAreChildEpics: boolean;
  readonly isExpanded: (epicId: string) => boolean;
  /** Loaded children of an epic; undefined while not loaded. */
  readonly childrenOf: (epicId: string) => readonly RoadmapEpic[] | undefined;
}

/** Depth-first rows: each expanded epic is followed by its loaded children. */
export function flattenEpicRows(input: RowTreeInput): EpicRow[] {
  const rows: EpicRow[] = [];
  const visit = (
    epic: RoadmapEpic,
    depth: number,
    isChildEpic: boolean,
    path: readonly string[],
  ) => {
    const lineage = [...path, epic.id];
    rows.push({ key: lineage.join(' > '), epic, depth, isChildEpic });
    if (!input.isExpanded(epic.id)) return;
    for (const child of input.childrenOf(epic.id) ?? []) {
      // A cycle in bad data must not recurse forever.
      if (lineage.includes(child.id)) continue;
      visit(child, depth + 1, true, lineage);
    }
  };
  for (const root of input.roots) visit(root, 0, input.rootsAreChildEpics, []);
  return rows;
}

/** The group name shows only for an epic of another group that has no parent. */
export function showsGroupName(epic: RoadmapEpic, currentGroupId: string | undefined): boolean {
  if (!epic.group || currentGroupId === undefined) return false;
  return epic.group.id !== currentGroupId && !epic.hasParent;
}

/** Child epics counted on the row: open plus closed descendants epics. */
export function childEpicCount(epic: RoadmapEpic): number {
  const counts = epic.descendantCounts;
  return (counts?.openedEpics ?? 0) + (counts?.closedEpics ?? 0);
}

/** '1 child epic' / '3 child epics'. */
export function childEpicCountTooltip(count: number): string {
  return count === 1 ? '1 child epic' : `${count} child epics`;
}

/** Whether the row offers an expand button. */
export function canExpand(epic: RoadmapEpic): boolean {
  return Boolean(epic.hasChildrenWithinTimeframe ?? epic.hasChildren);
}

/** The epic's issue counts and weights in the shape the progress math reads. */
export function epicProgressSource(epic: RoadmapEpic) {
  const counts = epic.descendantCounts;
  const weights = epic.descendantWeightSum;
  return {
    descendantCounts: counts
      ? { openedIssues: counts.openedIssues ?? 0, closedIssues: counts.closedIssues ?? 0 }
      : null,
    descendantWeightSum: weights
      ? { openedIssues: weights.openedIssues ?? 0, closedIssues: weights.closedIssues ?? 0 }
      : null,
  };
}
