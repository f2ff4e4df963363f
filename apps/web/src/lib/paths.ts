/**
 * GitLab-style web paths. Group and project paths may have several segments (acme/platform/api),
 * so the router matches them with catch-all routes and these helpers split on the `/-/` marker.
 */

export type GroupLocation =
  | { page: 'group'; fullPath: string }
  | { page: 'roadmap'; fullPath: string }
  | { page: 'roadmapEmbed'; fullPath: string }
  | { page: 'epics'; fullPath: string }
  | { page: 'newEpic'; fullPath: string }
  | { page: 'epic'; fullPath: string; iid: string }
  | { page: 'epicRoadmap'; fullPath: string; iid: string }
  | { page: 'issueTemplates'; fullPath: string }
  | { page: 'notFound' };

export type ProjectLocation =
  | { page: 'project'; fullPath: string }
  | { page: 'issues'; fullPath: string }
  | { page: 'issue'; fullPath: string; iid: string }
  | { page: 'newIssue'; fullPath: string }
  | { page: 'escalationPolicies'; fullPath: string }
  | { page: 'issueTemplates'; fullPath: string }
  | { page: 'notFound' };

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const IID = /^[1-9]\d*$/;
const notFound = { page: 'notFound' } as const;

/** Splits `a/b/-/rest` into the namespace path and the segments after `/-/`. */
export function splitNamespacePath(splat: string): { fullPath: string; rest: string[] } | null {
  const segments = splat.split('/').filter((s) => s !== '');
  const marker = segments.indexOf('-');
  const pathSegments = marker === -1 ? segments : segments.slice(0, marker);
  const rest = marker === -1 ? [] : segments.slice(marker + 1);
  if (pathSegments.length === 0 || !pathSegments.every((s) => SEGMENT.test(s))) return null;
  if (marker !== -1 && rest.length === 0) return null;
  return { fullPath: pathSegments.join('/'), rest };
}

/** Reads the part of a `/groups/<splat>` URL after `/groups/`. */
export function parseGroupLocation(splat: string): GroupLocation {
  const parts = splitNamespacePath(splat);
  if (!parts) return notFound;
  const { fullPath, rest } = parts;
  const [section, iid, sub, ...extra] = rest;
  if (section === undefined) return { page: 'group', fullPath };
  if (extra.length > 0) return notFound;
  if (section === 'roadmap' && iid === undefined) return { page: 'roadmap', fullPath };
  if (section === 'roadmap' && iid === 'embed' && sub === undefined) {
    return { page: 'roadmapEmbed', fullPath };
  }
  if (section === 'settings' && iid === 'issue_templates' && sub === undefined) {
    return { page: 'issueTemplates', fullPath };
  }
  if (section !== 'epics') return notFound;
  if (iid === undefined) return { page: 'epics', fullPath };
  if (iid === 'new' && sub === undefined) return { page: 'newEpic', fullPath };
  if (!IID.test(iid)) return notFound;
  if (sub === undefined) return { page: 'epic', fullPath, iid };
  if (sub === 'roadmap') return { page: 'epicRoadmap', fullPath, iid };
  return notFound;
}

/** Reads a project URL (`/<project full path>[/-/issues[/<iid>|new]]`, `/-/work_items/<iid>`) without its leading slash. */
export function parseProjectLocation(splat: string): ProjectLocation {
  const parts = splitNamespacePath(splat);
  // Projects always live in a group, so their path has at least two segments.
  if (!parts || !parts.fullPath.includes('/')) return notFound;
  const { fullPath, rest } = parts;
  const [section, iid, ...extra] = rest;
  if (section === undefined) return { page: 'project', fullPath };
  // A task's own page (`/-/work_items/<iid>`) is the issue page of that task.
  if (section === 'work_items' && iid !== undefined && IID.test(iid) && !extra.length) {
    return { page: 'issue', fullPath, iid };
  }
  if (section === 'incident_management' && iid === 'escalation_policies' && !extra.length) {
    return { page: 'escalationPolicies', fullPath };
  }
  if (section === 'settings' && iid === 'issue_templates' && !extra.length) {
    return { page: 'issueTemplates', fullPath };
  }
  if (section !== 'issues' || extra.length > 0) return notFound;
  if (iid === undefined) return { page: 'issues', fullPath };
  if (iid === 'new') return { page: 'newIssue', fullPath };
  return IID.test(iid) ? { page: 'issue', fullPath, iid } : notFound;
}

export const paths = {
  home: () => '/',
  signIn: () => '/users/sign_in',
  dashboard: () => '/dashboard',
  todos: () => '/dashboard/todos',
  exploreGroups: () => '/explore/groups',
  group: (fullPath: string) => `/groups/${fullPath}`,
  groupRoadmap: (fullPath: string) => `/groups/${fullPath}/-/roadmap`,
  groupRoadmapEmbed: (fullPath: string) => `/groups/${fullPath}/-/roadmap/embed`,
  groupEpics: (fullPath: string) => `/groups/${fullPath}/-/epics`,
  newEpic: (groupFullPath: string) => `/groups/${groupFullPath}/-/epics/new`,
  epic: (groupFullPath: string, iid: string | number) => `/groups/${groupFullPath}/-/epics/${iid}`,
  epicRoadmap: (groupFullPath: string, iid: string | number) =>
    `/groups/${groupFullPath}/-/epics/${iid}/roadmap`,
  project: (fullPath: string) => `/${fullPath}`,
  projectIssues: (fullPath: string) => `/${fullPath}/-/issues`,
  issue: (projectFullPath: string, iid: string | number) => `/${projectFullPath}/-/issues/${iid}`,
  newIssue: (projectFullPath: string) => `/${projectFullPath}/-/issues/new`,
  projectIssueTemplates: (projectFullPath: string) =>
    `/${projectFullPath}/-/settings/issue_templates`,
  groupIssueTemplates: (groupFullPath: string) =>
    `/groups/${groupFullPath}/-/settings/issue_templates`,
  escalationPolicies: (projectFullPath: string) =>
    `/${projectFullPath}/-/incident_management/escalation_policies`,
};
