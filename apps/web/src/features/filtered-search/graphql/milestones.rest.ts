import { asList, fetchJson, text } from './fetch-json.ts';

export type MilestoneItem = { id: string; title: string; dueDate: string; expired: boolean };

/** GitLab's group milestones endpoint; the caller filters by title. */
export function groupMilestonesPath(fullPath: string): string {
  return `/groups/${fullPath}/-/milestones.json`;
}

export async function fetchGroupMilestones(
  fullPath: string,
  signal?: AbortSignal,
): Promise<MilestoneItem[]> {
  const body = await fetchJson(groupMilestonesPath(fullPath), {}, signal);
  return asList(body).map((milestone) => ({
    id: text(milestone.id),
    title: text(milestone.title),
    dueDate: text(milestone.due_date),
    expired: milestone.expired === true,
  }));
}
