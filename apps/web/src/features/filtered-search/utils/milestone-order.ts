// Milestone suggestion order: due date ascending, expired last
// (docs/decisions/0005-filtered-search.md). The server answers in due-date-descending order, so the
// client re-sorts.

export interface OrderableMilestone {
  /** YYYY-MM-DD, or '' when the milestone has no due date. */
  readonly dueDate: string;
}

/** Expired: a due date before today (YYYY-MM-DD strings compare as dates). */
export function isMilestoneExpired(milestone: OrderableMilestone, todayIso: string): boolean {
  return milestone.dueDate !== '' && milestone.dueDate < todayIso;
}

function rank(milestone: OrderableMilestone, todayIso: string): number {
  if (isMilestoneExpired(milestone, todayIso)) return 2;
  return milestone.dueDate === '' ? 1 : 0;
}

/**
 * Due date ascending; milestones without a due date after the dated ones; expired ones last (by
 * due date ascending too). Equal milestones keep the server's order.
 */
export function sortMilestoneSuggestions<T extends OrderableMilestone>(
  milestones: readonly T[],
  todayIso: string,
): T[] {
  return [...milestones].sort((a, b) => {
    const byRank = rank(a, todayIso) - rank(b, todayIso);
    if (byRank !== 0) return byRank;
    if (a.dueDate === b.dueDate) return 0;
    return a.dueDate < b.dueDate ? -1 : 1;
  });
}
