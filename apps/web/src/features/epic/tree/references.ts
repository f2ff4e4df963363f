import { parseEpicReference } from '#web/lib/epic-reference.ts';

/** A reference the add form resolves: an epic (group path + iid) or an issue (project + iid). */
export type ParsedReference =
  | { kind: 'epic'; groupPath: string; iid: string }
  | { kind: 'issue'; projectPath: string; iid: string };

/**
 * The input is split on whitespace, empty pieces dropped, duplicates (and references
 * already pending) ignored.
 */
export function addPendingReferences(pending: readonly string[], input: string): string[] {
  const next = [...pending];
  for (const piece of input.split(/\s+/)) {
    if (piece && !next.includes(piece)) next.push(piece);
  }
  return next;
}

const ISSUE_REFERENCE = /^((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*)#(\d+)$/;
const ISSUE_URL =
  /\/((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)+[A-Za-z0-9_][A-Za-z0-9_.-]*)\/-\/issues\/(\d+)\/?$/;
const EPIC_URL =
  /\/groups\/((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*)\/-\/epics\/(\d+)\/?$/;

/**
 * A path written in a reference: a full path when it starts with the current group's top-level
 * group ('acme/platform'), else relative to the current group ('platform' → 'acme/platform').
 */
function resolvePath(path: string, groupPath: string): string {
  const root = groupPath.split('/')[0] ?? groupPath;
  return path === root || path.startsWith(`${root}/`) ? path : `${groupPath}/${path}`;
}

/**
 * Reads '&5', 'group&5', 'acme/web#3', 'web#3' and epic or issue URLs, relative to the epic's
 * group; null for anything else.
 */
export function parseReference(text: string, groupPath: string): ParsedReference | null {
  let path = text.trim();
  try {
    if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const epicUrl = EPIC_URL.exec(path);
  if (epicUrl?.[1] && epicUrl[2]) return { kind: 'epic', groupPath: epicUrl[1], iid: epicUrl[2] };
  const issueUrl = ISSUE_URL.exec(path);
  if (issueUrl?.[1] && issueUrl[2]) {
    return { kind: 'issue', projectPath: issueUrl[1], iid: issueUrl[2] };
  }
  const epic = parseEpicReference(path);
  if (epic) {
    const group = epic.groupPath === null ? groupPath : resolvePath(epic.groupPath, groupPath);
    return { kind: 'epic', groupPath: group, iid: epic.iid };
  }
  const issue = ISSUE_REFERENCE.exec(path);
  if (issue?.[1] && issue[2]) {
    return { kind: 'issue', projectPath: resolvePath(issue[1], groupPath), iid: issue[2] };
  }
  return null;
}
